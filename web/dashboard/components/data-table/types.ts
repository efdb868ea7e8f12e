import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One column of a management table; a screen's columns file is a `Column<Item>[]`. */
export type Column<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable (client-side) by this value. */
  sortValue?: (row: T) => string | number | null | undefined;
  /** Classes for the header and the cells, e.g. "w-40" or "hidden md:table-cell". */
  className?: string;
};

/** A resource's table as its columns file states it: the columns, what the search box looks in, and what it says. */
export type TableSpec<T> = {
  columns: Column<T>[];
  searchFields: (row: T) => (string | null | undefined)[];
  searchPlaceholder: string;
};

/** A button in the row's Actions cell: "Edit", "View", "Delete" … Its label is read with the row's name. */
export type RowAction<T> = {
  label: string;
  icon: LucideIcon;
  onSelect: (row: T) => void;
  destructive?: boolean;
  /** Hide it for some rows (e.g. a user cannot delete themselves). */
  hidden?: (row: T) => boolean;
};

export type SortState = { id: string; dir: "asc" | "desc" } | null;

/** What the user has chosen; controlled by the screen when it must persist or drive a server query. */
export type TableState = { page: number; pageSize: number; q: string; sort: SortState };

/** docs/product.md §2/§9: "All" is the maximum safe integer. */
export const ALL_ROWS = Number.MAX_SAFE_INTEGER;
/** docs/product.md §9: page 1, 10 per page by default. */
export const DEFAULT_TABLE_STATE: TableState = { page: 1, pageSize: 10, q: "", sort: null };
export const PAGE_SIZES = [10, 25, 50, ALL_ROWS] as const;
