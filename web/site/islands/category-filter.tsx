import { CategoryFilter } from "@/site/features/home/components/category-filter";
import type { ProjectCardData } from "@/site/lib/project-cards";
import { island } from "@/shared/lib/island";

/** Home's category tabs over the page's project list. */
function HomeCategoryFilter({ projects }: { projects: ProjectCardData[] }) {
  return <CategoryFilter projects={projects} isPending={false} />;
}

export default island("category-filter", HomeCategoryFilter, { near: true });
