import { useProjects } from "@/site/features/projects/api/get-projects";
import { CategoryFilter } from "@/site/features/home/components/category-filter";
import { island } from "@/shared/lib/island";

/** Home's category tabs, reading the project list from the page's data rather than from props. */
function HomeCategoryFilter() {
  const { data = [], isPending } = useProjects();
  return <CategoryFilter projects={data} isPending={isPending} />;
}

export default island("category-filter", HomeCategoryFilter, { near: true });
