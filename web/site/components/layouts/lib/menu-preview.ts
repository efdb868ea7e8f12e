/** Pure rules of the project menus (docs/product.md §2 "Top bar", §9 "Menu previews"). */
import { SITE } from "@/shared/config/site";
import { CATEGORIES, type LanguageCode, type Project } from "@/shared/lib/contract";
import { twinsFor } from "@/site/lib/twins-for";

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

/** A project as the menus link it. */
export type MenuProject = Pick<Project, "uniId" | "name" | "nameBn">;

/**
 * The project menus' data (the desktop mega-menu and the mobile list), made on the server from the layout's
 * projects: per category the first projects the longer preview shows and how many the category has, and the
 * Locations column. The header island gets this, not the projects (issue 47: the 24 demo projects were
 * 11 KB of every page's embedded data, 3.3 KB compressed, for menus that show 15 names), and in `lang`'s
 * terms: an English page's menus carry no Bengali twins.
 */
export type ProjectMenu = { columns: { category: string; items: MenuProject[]; total: number }[]; locations: LocationName[] };

export function projectMenu(projects: (Item & MenuProject)[], lang: LanguageCode): ProjectMenu {
  const limit = Math.max(SITE.menuPreviewDesktop, SITE.menuPreviewMobile);
  // An English page shows no Bengali twin (contract/twins.ts), so its menus carry none.
  return {
    columns: CATEGORIES.map((category) => {
      const { items, more } = menuPreview(projects, category, limit);
      return { category, items: items.map((p) => twinsFor({ uniId: p.uniId, name: p.name, nameBn: p.nameBn }, lang)), total: items.length + more };
    }),
    locations: locationNamesOf(projects).map((l) => twinsFor(l, lang)),
  };
}

/** A category's column of the menu with its first `limit` projects and how many more, as `menuPreview` gives them. */
export function menuColumn(menu: ProjectMenu | null, category: string, limit: number): { items: MenuProject[]; more: number } {
  const column = menu?.columns.find((c) => c.category === category);
  if (!column) return { items: [], more: 0 };
  const items = column.items.slice(0, limit);
  return { items, more: column.total - items.length };
}
