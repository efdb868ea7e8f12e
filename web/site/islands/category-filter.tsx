import { CategoryFilter } from "@/site/features/home/components/category-filter";
import type { ProjectCardData } from "@/site/lib/project-cards";
import { useProjectCards } from "@/site/lib/use-project-cards";
import { island } from "@/shared/lib/island";

/**
 * Home's category tabs. The page gives the three cards shown with no category chosen; a category's
 * cards come from the project list the island reads once it runs (a skeleton until then).
 */
function HomeCategoryFilter({ first }: { first: ProjectCardData[] }) {
  const all = useProjectCards();
  return <CategoryFilter first={first} all={all} />;
}

export default island("category-filter", HomeCategoryFilter, { near: true });
