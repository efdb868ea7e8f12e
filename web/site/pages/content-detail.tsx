import { useQuery } from "@/shared/lib/query";
import { isContentSegment } from "@/site/components/content/content-type";
import { blogQuery } from "@/site/features/blogs/api/get-blog";
import { ContentDetail } from "@/site/views/content-detail";
import { coverageItemQuery } from "@/site/features/coverage/api/get-coverage-item";
import { newsEventQuery } from "@/site/features/news-events/api/get-news-event";
import type { ContentSegment } from "@/shared/lib/contract";
import { Component as NotFound } from "./not-found";
import type { PageProps } from "./page-props";

/** Each content type's item query, from its own feature: the page composes them. */
const ITEM_QUERIES = { blog: blogQuery, coverage: coverageItemQuery, "news-event": newsEventQuery } satisfies Record<
  ContentSegment,
  unknown
>;

/** /{blog|news-event|coverage}/{uniId}: one shared screen; any other first segment is not a page. */
export function Component({ params }: PageProps) {
  const { contentType, uniId } = params;
  if (!isContentSegment(contentType) || !uniId) return <NotFound />;
  // Keyed by the item, so moving to another item starts from a clean screen (video closed, gallery folded).
  return <ContentItemPage key={`${contentType}/${uniId}`} segment={contentType} uniId={uniId} />;
}

function ContentItemPage({ segment, uniId }: { segment: ContentSegment; uniId: string }) {
  const query = useQuery(ITEM_QUERIES[segment](uniId));
  return <ContentDetail segment={segment} query={query} />;
}
