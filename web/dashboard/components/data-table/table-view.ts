import type { Column, SortState, TableState } from "./types";

export type TableView<T> = { rows: T[]; total: number; page: number; pageCount: number };

type Options<T> = {
  columns: Column<T>[];
  searchFields?: (row: T) => (string | null | undefined)[];
  /** Server-side paging: `rows` already are the page and this is the number of all matches. */
  serverTotal?: number;
};

/**
 * The rows a table shows for a state. Client-side: search (case-insensitive, any field), sort, then
 * slice the page. Server-side: the server did all three; only the page count is worked out here.
 * The page is clamped, so deleting the last row of the last page never leaves an empty page.
 */
export function tableView<T>(rows: T[], state: TableState, opts: Options<T>): TableView<T> {
  if (opts.serverTotal !== undefined) {
    const pageCount = pageCountOf(opts.serverTotal, state.pageSize);
    return { rows, total: opts.serverTotal, page: Math.min(state.page, pageCount), pageCount };
  }
  const found = searchRows(rows, state.q, opts.searchFields);
  const sorted = sortRows(found, opts.columns, state.sort);
  const pageCount = pageCountOf(sorted.length, state.pageSize);
  const page = Math.min(Math.max(1, state.page), pageCount);
  const start = (page - 1) * state.pageSize;
  return { rows: sorted.slice(start, start + state.pageSize), total: sorted.length, page, pageCount };
}

export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export function searchRows<T>(rows: T[], q: string, fields?: (row: T) => (string | null | undefined)[]): T[] {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle || !fields) return rows;
  return rows.filter((row) => fields(row).some((v) => (v ?? "").toLocaleLowerCase().includes(needle)));
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** Stable sort by the column's sortValue; empty values always last. */
export function sortRows<T>(rows: T[], columns: Column<T>[], sort: SortState): T[] {
  const value = sort && columns.find((c) => c.id === sort.id)?.sortValue;
  if (!sort || !value) return rows;
  const sign = sort.dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x == null || x === "") return y == null || y === "" ? 0 : 1;
    if (y == null || y === "") return -1;
    const c = typeof x === "number" && typeof y === "number" ? x - y : collator.compare(String(x), String(y));
    return c * sign;
  });
}

/** Header clicks cycle ascending → descending → unsorted. */
export function nextSort(current: SortState, id: string): SortState {
  if (current?.id !== id) return { id, dir: "asc" };
  return current.dir === "asc" ? { id, dir: "desc" } : null;
}
