/** Pure rules of the project menus (docs/product.md §2 "Top bar", §9 "Menu previews"). */
import type { Project } from "@/lib/contract";

type Item = Pick<Project, "category" | "location">;

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
