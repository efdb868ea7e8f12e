import { Search } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/shared/components/ui/button";
import { Input } from "@/shared/components/ui/input";
import { cn } from "@/shared/lib/utils";
import type { PageJumpRule } from "./page-jump";
import { Pagination } from "./pagination";
import { ariaSort, RowActions, SkeletonCards, SkeletonRows, SortIcon, StateRow } from "./table-parts";
import { nextSort, tableView } from "./table-view";
import { type Column, DEFAULT_TABLE_STATE, PAGE_SIZES, type RowAction, type TableState } from "./types";

export type DataTableProps<T> = {
  /** The accessible name of the table ("Banners"). */
  caption: string;
  /** `undefined` while loading: skeleton rows are shown. */
  rows: T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** Names the row in its action buttons: "Edit Eid offer". */
  rowLabel: (row: T) => string;
  actions?: RowAction<T>[];
  /** Texts the search box looks in; without it there is no search box. */
  searchFields?: (row: T) => (string | null | undefined)[];
  searchPlaceholder?: string;
  /** Shown when there are no rows at all. */
  empty?: ReactNode;
  /** Shown when the search matches nothing. */
  noMatch?: ReactNode;
  /** A failed load: the message, with a retry button. */
  error?: string | null;
  onRetry?: () => void;
  /** Buttons beside the search box ("Go Project", "Create …"). */
  toolbar?: ReactNode;
  pageSizes?: readonly number[];
  pageJump?: PageJumpRule;
  /** Controlled state (saved page, URL, server query); uncontrolled when omitted. */
  state?: TableState;
  onStateChange?: (state: TableState) => void;
  /** Server-side paging: `rows` are the current page, `total` counts every match. */
  server?: { total: number };
  /**
   * Below 768 px, each row as a card instead of the table (a phone shows a wide table a letter per
   * line): the card's content; the row's actions follow it, thumb-sized (issue 42).
   */
  card?: (row: T) => ReactNode;
};

/**
 * The dashboard's one table: search, sort, pages (docs/product.md §2 window, "All"), page jump, skeleton,
 * empty and no-match states, and per-row actions. A screen passes its columns file and its rows.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, rows, columns, rowKey, rowLabel, actions = [], searchFields, server } = props;
  const [own, setOwn] = useState<TableState>(DEFAULT_TABLE_STATE);
  const state = props.state ?? own;
  const setState = (next: TableState) => (props.onStateChange ?? setOwn)(next);
  const update = (patch: Partial<TableState>) => setState({ ...state, ...patch });

  const view = rows && tableView(rows, state, { columns, searchFields, serverTotal: server?.total });
  const colSpan = columns.length + (actions.length ? 1 : 0);
  const searching = state.q.trim() !== "";
  const emptyText = searching ? (props.noMatch ?? `No results for "${state.q.trim()}".`) : (props.empty ?? "No data available.");
  const failure = props.error && (
    <>
      <p role="alert" className="font-medium text-destructive">
        {props.error}
      </p>
      {props.onRetry && (
        <Button variant="ghost" className="mt-3 border border-border" onClick={props.onRetry}>
          Try again
        </Button>
      )}
    </>
  );

  return (
    <div className="min-w-0 max-w-full rounded-xl border border-border bg-white shadow-sm">
      {(searchFields || props.toolbar) && (
        <div className="flex flex-col gap-3 border-b border-border p-3 sm:flex-row sm:items-center sm:justify-between">
          {searchFields && (
            <div className="relative w-full sm:max-w-xs">
              <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input
                type="search"
                aria-label={`Search ${caption.toLowerCase()}`}
                placeholder={props.searchPlaceholder ?? "Search…"}
                value={state.q}
                onChange={(e) => update({ q: e.target.value, page: 1 })}
                className="h-10 pl-9"
              />
            </div>
          )}
          {props.toolbar && <div className="flex flex-wrap gap-2">{props.toolbar}</div>}
        </div>
      )}
      {props.card && (
        <div className="md:hidden">
          {!view && <SkeletonCards count={Math.min(state.pageSize, 3)} />}
          {(failure || (view && view.rows.length === 0)) && (
            <div className="px-4 py-12 text-center text-muted-foreground" data-testid="cards-state">
              {failure || emptyText}
            </div>
          )}
          {view && view.rows.length > 0 && !props.error && (
            <ul aria-label={caption} className="divide-y divide-border">
              {view.rows.map((row) => (
                <li key={rowKey(row)} className="grid gap-3 p-4">
                  {props.card!(row)}
                  {actions.length > 0 && <RowActions row={row} label={rowLabel(row)} actions={actions} size="thumb" />}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {/* Wider than its box, the table scrolls inside it: the page itself never scrolls sideways (issue 42). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container: keyboard users scroll a wide table (axe scrollable-region-focusable) */}
      <div className={cn("max-w-full overflow-x-auto [container-type:inline-size]", props.card && "hidden md:block")} role="region" aria-label={caption} tabIndex={0}>
        <table className="w-full text-left text-sm" aria-busy={!view}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted/60 text-xs uppercase tracking-wide text-ink-800">
            <tr>
              {columns.map((c) => (
                <th key={c.id} scope="col" className={cn("px-4 py-3 font-semibold", c.className)} aria-sort={ariaSort(state, c.id)}>
                  {c.sortValue && !server ? (
                    <button type="button" onClick={() => update({ sort: nextSort(state.sort, c.id) })} className="inline-flex items-center gap-1 uppercase hover:text-ink-900">
                      {c.header}
                      <SortIcon dir={state.sort?.id === c.id ? state.sort.dir : null} />
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              ))}
              {actions.length > 0 && (
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {!view && <SkeletonRows columns={colSpan} count={Math.min(state.pageSize, 5)} />}
            {failure && <StateRow colSpan={colSpan}>{failure}</StateRow>}
            {view && view.rows.length === 0 && !props.error && <StateRow colSpan={colSpan}>{emptyText}</StateRow>}
            {view?.rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-muted/40">
                {columns.map((c) => (
                  <td key={c.id} className={cn("px-4 py-3 align-middle", c.className)}>
                    {c.cell(row)}
                  </td>
                ))}
                {actions.length > 0 && (
                  <td className="px-2 py-2 text-right">
                    <RowActions row={row} label={rowLabel(row)} actions={actions} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!view && <p className="sr-only" role="status">Loading…</p>}
      {view && view.total > 0 && (
        <Pagination
          page={view.page}
          pageCount={view.pageCount}
          pageSize={state.pageSize}
          total={view.total}
          pageSizes={props.pageSizes ?? PAGE_SIZES}
          jump={props.pageJump ?? {}}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize, page: 1 })}
        />
      )}
    </div>
  );
}
