import { CATEGORIES, type Category, foldText as fold, matchesSearch, type Project } from "@/shared/lib/contract";
import { sizeBandOfText } from "./size-bands";
import type { ProjectFilters } from "./url-state";

type Filterable = Pick<Project, "uniId" | "name" | "title" | "category" | "location"> & Partial<Pick<Project, "nameBn" | "titleBn" | "locationBn" | "flats">>;
/** The size text of a project, when known (it lives in the project's details). */
export type SizeLookup = (uniId: string) => string | null | undefined;

// The search rule is the API's too (worker/contract/project-search.ts): English and Bengali texts alike.
export { matchesSearch };

const same = (a: string, b: string) => fold(a) === fold(b);

/** Projects that pass every active filter; `ignore` leaves one out (for the category tab counts). */
export function filterProjects<T extends Filterable>(
  projects: readonly T[],
  filters: ProjectFilters,
  sizeOf: SizeLookup = () => null,
  ignore?: "category",
): T[] {
  return projects.filter(
    (p) =>
      (ignore === "category" || !filters.category || same(p.category, filters.category)) &&
      (!filters.location || same(p.location, filters.location)) &&
      (!filters.size || sizeBandOfText(sizeOf(p.uniId)) === filters.size) &&
      (!filters.available || (p.flats?.available ?? 0) > 0) &&
      matchesSearch(p, filters.search),
  );
}

export type CategoryCounts = { all: number } & Record<Category, number>;

/** Tab counts: how many results each category tab would show with the other filters kept. */
export function categoryCounts(projects: readonly Filterable[], filters: ProjectFilters, sizeOf?: SizeLookup): CategoryCounts {
  const base = filterProjects(projects, filters, sizeOf, "category");
  const counts = { all: base.length } as CategoryCounts;
  for (const c of CATEGORIES) counts[c] = base.filter((p) => same(p.category, c)).length;
  return counts;
}

/** The distinct locations, A-Z, for the Location filter. */
export function locationsOf(projects: readonly Pick<Project, "location">[]): string[] {
  const byKey = new Map<string, string>();
  for (const p of projects) {
    const name = p.location.trim();
    if (name && !byKey.has(fold(name))) byKey.set(fold(name), name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
}
