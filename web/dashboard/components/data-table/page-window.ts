export type PageItem = number | "gap-before" | "gap-after";

/**
 * docs/product.md §2 "Pagination (tables)": buttons for the first page, the last, and `siblings` (2) on each
 * side of the current one; every run of skipped pages is one ellipsis.
 * pageWindow(6, 12) → [1, "gap-before", 4, 5, 6, 7, 8, "gap-after", 12]
 */
export function pageWindow(current: number, pageCount: number, siblings = 2): PageItem[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  const shown = new Set([1, pageCount]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous > 1) items.push(p < page ? "gap-before" : "gap-after");
    items.push(p);
  });
  return items;
}
