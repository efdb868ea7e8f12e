import { ContentList } from "@/site/components/content/content-list";
import { useCoverage } from "@/site/features/coverage/api/get-coverage";

/** /coverage: the approved items, newest first (docs/product.md §2 "Blog, coverage and news-event lists"). */
export function Component() {
  return <ContentList segment="coverage" query={useCoverage()} />;
}
