import { type LanguageCode, type Project, twinText } from "@/shared/lib/contract";

/** The four sort options of docs/product.md §2, in the order the Sort By menu lists them. */
export const SORT_KEYS = ["newest", "oldest", "name", "location"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = "newest";

export const isSortKey = (value: string | null | undefined): value is SortKey =>
  (SORT_KEYS as readonly string[]).includes(value ?? "");

type Sortable = Pick<Project, "name" | "location" | "updatedAt"> & Partial<Pick<Project, "nameBn" | "locationBn">>;

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};
const compare = (key: SortKey, lang: LanguageCode): ((a: Sortable, b: Sortable) => number) => {
  // Names like "UDAY Padma" and "UDAY Purbasha" sort as people read them, case and accents aside, and
  // as the page shows them: a Bengali page by the Bengali name where one is written.
  const text = (a: Sortable, b: Sortable, field: "name" | "location") =>
    twinText(a, field, lang).localeCompare(twinText(b, field, lang), lang, { sensitivity: "base", numeric: true });
  if (key === "newest") return (a, b) => time(b.updatedAt) - time(a.updatedAt);
  if (key === "oldest") return (a, b) => time(a.updatedAt) - time(b.updatedAt);
  if (key === "name") return (a, b) => text(a, b, "name");
  // Same neighbourhood: alphabetical by name, so the order is stable and predictable.
  return (a, b) => text(a, b, "location") || text(a, b, "name");
};

/** A sorted copy in the page's language; ties keep their original (API) order because Array.prototype.sort is stable. */
export function sortProjects<T extends Sortable>(projects: readonly T[], key: SortKey, lang: LanguageCode = "en"): T[] {
  return [...projects].sort(compare(key, lang));
}
