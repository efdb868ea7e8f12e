import type { Project } from "@/lib/contract";

/** The four sort options of docs/product.md §2, in the order the Sort By menu lists them. */
export const SORT_KEYS = ["newest", "oldest", "name", "location"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = "newest";

export const isSortKey = (value: string | null | undefined): value is SortKey =>
  (SORT_KEYS as readonly string[]).includes(value ?? "");

type Sortable = Pick<Project, "name" | "location" | "updatedAt">;

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};
// Names like "UDAY Padma" and "UDAY Purbasha" sort as people read them, case and accents aside.
const text = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true });

const compare: Record<SortKey, (a: Sortable, b: Sortable) => number> = {
  newest: (a, b) => time(b.updatedAt) - time(a.updatedAt),
  oldest: (a, b) => time(a.updatedAt) - time(b.updatedAt),
  name: (a, b) => text(a.name, b.name),
  // Same neighbourhood: alphabetical by name, so the order is stable and predictable.
  location: (a, b) => text(a.location, b.location) || text(a.name, b.name),
};

/** A sorted copy; ties keep their original (API) order because Array.prototype.sort is stable. */
export function sortProjects<T extends Sortable>(projects: readonly T[], key: SortKey): T[] {
  return [...projects].sort(compare[key]);
}
