/** Pure rules of the project menus (docs/product.md §2 "Top bar", §9 "Menu previews"). */
import type { Project } from "@/shared/lib/contract";

type Item = Pick<Project, "category" | "location"> & Partial<Pick<Project, "locationBn">>;

/** A category column: its first `limit` projects and how many more ("+N more projects"). */
export function menuPreview<T extends Item>(projects: T[], category: string, limit: number): { items: T[]; more: number } {
  const inCategory = projects.filter((p) => p.category === category);
  return { items: inCategory.slice(0, limit), more: Math.max(0, inCategory.length - limit) };
}

/** The Locations column: each location once, alphabetical. */
export function locationsOf(projects: Item[]): string[] {
  const unique = new Set(projects.map((p) => p.location.trim()).filter(Boolean));
  return [...unique].sort((a, b) => a.localeCompare(b));
}

/** A location as links name it (its English text, the listing's `?location=`) with its Bengali twin, from the first project that has one. */
export type LocationName = { location: string; locationBn: string };

/** The Locations column with each location's Bengali twin, for the page's language to pick from. */
export function locationNamesOf(projects: Item[]): LocationName[] {
  return locationsOf(projects).map((location) => ({
    location,
    locationBn: projects.find((p) => p.location.trim() === location && p.locationBn?.trim())?.locationBn?.trim() ?? "",
  }));
}
