import { ContentList } from "@/site/components/content/content-list";
import { useNewsEvents } from "@/site/features/news-events/api/get-news-events";

/** /news-event: the approved items, newest first (docs/product.md §2 "Blog, coverage and news-event lists"). */
export function Component() {
  return <ContentList segment="news-event" query={useNewsEvents()} />;
}
