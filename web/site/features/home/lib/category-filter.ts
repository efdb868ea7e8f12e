/** The home category filter (docs/product.md §2 section 4, §9 "Home lists"). */
import { SITE } from "@/shared/config/site";
import type { Project } from "@/shared/lib/contract";

/** "Discover Your Dream Luxury Property": the first 3 projects. */
export function firstProjects<T>(projects: T[]): T[] {
  return projects.slice(0, SITE.homeFirst);
}

/** No category: projects 4 to 6. A category: its first 3 projects (may be empty). */
export function filteredProjects<T extends Pick<Project, "category">>(projects: T[], category: string | null): T[] {
  if (!category) return projects.slice(SITE.homeFirst, SITE.homeFirst * 2);
  return projects.filter((p) => p.category === category).slice(0, SITE.homeFirst);
}
