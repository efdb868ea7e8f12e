import { CATEGORIES } from "@/shared/lib/contract";
import { isSizeBand, type SizeBand } from "./size-bands";
import { DEFAULT_SORT, isSortKey, type SortKey } from "./sort";

/** Everything the listing shows is described by its URL, so any view is a shareable link. */
export type ProjectFilters = {
  category: string;
  location: string;
  search: string;
  size: SizeBand | "";
  /** "1": only projects with a flat available (issue 45). */
  available: "" | "1";
  sort: SortKey;
};

export const EMPTY_FILTERS: ProjectFilters = { category: "", location: "", search: "", size: "", available: "", sort: DEFAULT_SORT };

/** The filters that narrow the list (sort only orders it): these become chips. */
export const FILTER_KEYS = ["category", "location", "size", "available", "search"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Menu links may differ in case ("ready apartment"); known categories are shown in their real spelling. */
export function canonicalCategory(value: string): string {
  const v = value.trim();
  return CATEGORIES.find((c) => c.toLowerCase() === v.toLowerCase()) ?? v;
}

export function readFilters(params: URLSearchParams): ProjectFilters {
  const size = params.get("size");
  const sort = params.get("sort");
  return {
    category: canonicalCategory(params.get("category") ?? ""),
    location: (params.get("location") ?? "").trim(),
    search: (params.get("search") ?? "").trim(),
    size: isSizeBand(size) ? size : "",
    available: params.get("available") === "1" ? "1" : "",
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
  };
}

/** The query for a filter state: empty values and the default sort are left out, in a fixed order. */
export function writeFilters(filters: ProjectFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.sort !== DEFAULT_SORT) params.set("sort", filters.sort);
  return params;
}

/** "?category=…" (or "" for none), for links that keep the rest of the current view. */
export function toQuery(filters: ProjectFilters): string {
  const s = writeFilters(filters).toString();
  return s ? `?${s}` : "";
}

export const activeFilterKeys = (filters: ProjectFilters): FilterKey[] => FILTER_KEYS.filter((k) => filters[k] !== "");

/** Clear All: every filter goes, the chosen order stays. */
export const clearFilters = (filters: ProjectFilters): ProjectFilters => ({ ...EMPTY_FILTERS, sort: filters.sort });
