import { ContentList } from "@/features/content/components/content-list";

/** /coverage: the approved items, newest first (SPEC §2 "Blog, coverage and news-event lists"). */
export function Component() {
  return <ContentList segment="coverage" />;
}
