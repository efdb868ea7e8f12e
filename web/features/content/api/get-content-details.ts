import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { json } from "@/lib/fetch-json";
import type { ContentItem } from "@/lib/contract";
import type { ContentSegment } from "../lib/content-type";

/** GET /api/{blog|news-event|coverage}/{uniId}/details: one approved item with its details record. */
const fetchers: Record<ContentSegment, (id: string) => Promise<ContentItem>> = {
  blog: (id) => json<ContentItem>(api.blog[":id"].details.$get({ param: { id } })),
  "news-event": (id) => json<ContentItem>(api["news-event"][":id"].details.$get({ param: { id } })),
  coverage: (id) => json<ContentItem>(api.coverage[":id"].details.$get({ param: { id } })),
};

export const contentDetailsQuery = (segment: ContentSegment, uniId: string) =>
  queryOptions({
    queryKey: ["content", segment, uniId, "details"],
    queryFn: () => fetchers[segment](uniId),
    // A missing item is a 404, not a hiccup worth retrying on a slow connection.
    retry: false,
  });

export const useContentDetails = (segment: ContentSegment, uniId: string) => useQuery(contentDetailsQuery(segment, uniId));
