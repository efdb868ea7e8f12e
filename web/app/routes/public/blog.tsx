import { ContentList } from "@/features/content/components/content-list";

/** /blog: the approved items, newest first (SPEC §2 "Blog, coverage and news-event lists"). */
export function Component() {
  return <ContentList segment="blog" />;
}
