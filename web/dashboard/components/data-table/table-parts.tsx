import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/shared/components/ui/button";
import { Skeleton } from "@/shared/components/ui/skeleton";
import { cn } from "@/shared/lib/utils";
import type { RowAction, TableState } from "./types";

/** Pieces of DataTable: sort markers, the actions cell, the skeleton and the one-cell state rows. */
export function ariaSort(state: TableState, id: string) {
  if (state.sort?.id !== id) return undefined;
  return state.sort.dir === "asc" ? "ascending" : "descending";
}

export function SortIcon({ dir }: { dir: "asc" | "desc" | null }) {
  const Icon = dir === "asc" ? ArrowUp : dir === "desc" ? ArrowDown : ArrowUpDown;
  return <Icon className="size-3.5" aria-hidden="true" />;
}

/** Icon buttons with a tooltip; each is read out with the row's name ("Delete Eid offer"). On a card, thumb-sized (44 px). */
export function RowActions<T>({ row, label, actions, size }: { row: T; label: string; actions: RowAction<T>[]; size?: "thumb" }) {
  return (
    <div className={cn("flex justify-end gap-1", size === "thumb" && "gap-2")}>
      {actions
        .filter((a) => !a.hidden?.(row))
        .map((a) => (
          <Button
            key={a.label}
            variant="ghost"
            size="icon"
            title={a.label}
            aria-label={`${a.label} ${label}`}
            onClick={() => a.onSelect(row)}
            className={cn(size === "thumb" ? "size-11 border border-border" : "size-9", a.destructive && "text-destructive hover:bg-red-50")}
          >
            <a.icon aria-hidden="true" />
          </Button>
        ))}
    </div>
  );
}

export function SkeletonRows({ columns, count }: { columns: number; count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <tr key={i}>
      {Array.from({ length: columns }, (_, j) => (
        <td key={j} className="px-4 py-4">
          <Skeleton className="h-4 w-full max-w-40" />
        </td>
      ))}
    </tr>
  ));
}

/** Cards while the rows load (DataTable's `card`). */
export function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <div key={i} className="grid gap-2 border-b border-border p-4">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-4 w-full" />
    </div>
  ));
}

/** A row across the whole table: the empty state, the no-match state, a load failure. */
export function StateRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-12 text-center text-muted-foreground">
        {/* As wide as the table's scroll box (a size container, data-table.tsx) and held in it: never cut to its first letter (issue 42). */}
        <div className="sticky left-4 w-[calc(100cqw-2rem)]">{children}</div>
      </td>
    </tr>
  );
}
