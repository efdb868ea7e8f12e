import { CategoryFilter } from "@/site/features/home/components/category-filter";
import type { Project } from "@/shared/lib/contract";
import { island } from "@/shared/lib/island";

/** Home's category tabs over the page's project list. */
function HomeCategoryFilter({ projects }: { projects: Project[] }) {
  return <CategoryFilter projects={projects} isPending={false} />;
}

export default island("category-filter", HomeCategoryFilter, { near: true });
