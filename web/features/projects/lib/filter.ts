import { CATEGORIES, type Category, type Project } from "@/lib/contract";
import { sizeBandOfText } from "./size-bands";
import type { ProjectFilters } from "./url-state";

type Filterable = Pick<Project, "uniId" | "name" | "title" | "category" | "location">;
/** The size text of a project, when known (it lives in the project's details). */
export type SizeLookup = (uniId: string) => string | null | undefined;

const fold = (s: string) => s.toLocaleLowerCase("en").normalize("NFKC").replace(/\s+/g, " ").trim();

/** docs/product.md §2 search fields: name, title, location. Every word typed must appear in one of them. */
export function matchesSearch(project: Filterable, search: string): boolean {
  const words = fold(search).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([project.name, project.title ?? "", project.location].join(" "));
  return words.every((w) => haystack.includes(w));
}

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
