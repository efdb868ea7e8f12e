import { useParams } from "react-router-dom";
import { ContentDetail } from "@/features/content/components/content-detail";
import { isContentSegment } from "@/features/content/lib/content-type";
import { Component as NotFound } from "./not-found";

/** /{blog|news-event|coverage}/{uniId}: one shared screen; any other first segment is not a page. */
export function Component() {
  const { contentType, uniId } = useParams();
  if (!isContentSegment(contentType) || !uniId) return <NotFound />;
  // Keyed by the item, so moving to another item starts from a clean screen (video closed, gallery folded).
  return <ContentDetail key={`${contentType}/${uniId}`} segment={contentType} uniId={uniId} />;
}
