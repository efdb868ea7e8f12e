import type { UseQueryResult } from "@tanstack/react-query";
import { Eye, Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { DataTable, type DataTableProps } from "@/dashboard/components/data-table/data-table";
import type { RowAction } from "@/dashboard/components/data-table/types";
import { PageHeader } from "@/dashboard/components/layouts/page-header";
import { useConfirm } from "@/dashboard/components/modal/confirm-dialog";
import { Modal } from "@/dashboard/components/modal/modal";
import { screenWords } from "@/dashboard/lib/resource-words";
import { Button } from "@/shared/components/ui/button";
import type { ApiError } from "@/shared/lib/api-error";
import { RESOURCES, type ResourceName } from "@/shared/lib/contract";

type RowModal<T> = { title: string; render: (row: T) => ReactNode };

export type ManageScreenProps<T> = {
  title: string;
  description?: ReactNode;
  /** The list's query (`useQuery(adminXQuery())`). */
  list: UseQueryResult<T[], ApiError>;
  /** docs/product.md §8 text for a failed load ("Failed to fetch admin blogs"); a 403 shows the server's own message. */
  loadError?: string;
  /**
   * The registry's resource the screen manages: its item's name ("Menu") gives the table's caption
   * ("Menus"), its no-match text, the delete's question, its row key (the registry's `key`) and, from its
   * Trash title column, a row's name. What `table` or `remove` states instead wins.
   */
  resource?: ResourceName;
  /** The columns file, search, empty states, toolbar … (everything DataTable takes but rows and actions). */
  table: Omit<DataTableProps<T>, "rows" | "actions" | "error" | "onRetry" | "caption" | "rowLabel" | "rowKey"> & Partial<Pick<DataTableProps<T>, "caption" | "rowLabel" | "rowKey">>;
  /** The header's create button and its modal ("Create Project"). */
  create?: { label: string; title: string; render: () => ReactNode };
  edit?: RowModal<T>;
  view?: RowModal<T>;
  /** Delete behind the confirmation; `run` is the delete mutation (it toasts and refreshes the list). */
  remove?: { message?: string; run: (row: T) => Promise<unknown> };
  /** More row actions, after Edit/View/Delete ("Reset Password"). */
  moreActions?: RowAction<T>[];
  headerActions?: ReactNode;
  /** Shows only the rows it keeps (the "Needs translation" filter); the list itself is unchanged. */
  rowFilter?: (row: T) => boolean;
};

/** A row's key from the registry's `key` field of its resource (a screen without one states `rowKey`). */
function keyOf<T>(resource: ResourceName | undefined) {
  if (!resource) throw new Error("ManageScreen: a table without a resource states its rowKey");
  const field = RESOURCES[resource].key;
  return (row: T) => String((row as Record<string, unknown>)[field]);
}

/** `seq` gives every opening a fresh form, even for the same row twice. */
type Open<T> = { kind: "create" | "edit" | "view"; row: T | null; open: boolean; seq: number };

/**
 * A whole management screen from a columns file and a form: title, the DataTable with Edit / View /
 * Delete, the create/edit/view modals (focus returns to the button that opened them), and delete
 * behind the confirmation. Screens with extra modals render them beside it.
 */
export function ManageScreen<T>({ title, description, list, loadError, resource, table, create, edit, view, remove, moreActions = [], headerActions, rowFilter }: ManageScreenProps<T>) {
  const confirm = useConfirm();
  const words = resource ? screenWords(resource) : null;
  const named = words?.titleColumn;
  const rowKey = table.rowKey ?? keyOf<T>(resource);
  const rowLabel = table.rowLabel ?? (named ? (row: T) => String(row[named as keyof T]) : (row: T) => String(rowKey(row)));
  const caption = table.caption ?? words?.caption ?? title;
  const [modal, setModal] = useState<Open<T> | null>(null);
  const show = (kind: Open<T>["kind"], row: T | null = null) => setModal((m) => ({ kind, row, open: true, seq: (m?.seq ?? 0) + 1 }));
  const hide = () => setModal((m) => m && { ...m, open: false });

  const actions: RowAction<T>[] = [
    ...(edit ? [{ label: "Edit", icon: Pencil, onSelect: (row: T) => show("edit", row) }] : []),
    ...(view ? [{ label: "View", icon: Eye, onSelect: (row: T) => show("view", row) }] : []),
    ...(remove
      ? [
          {
            label: "Delete",
            icon: Trash2,
            destructive: true,
            onSelect: async (row: T) => {
              const ok = await confirm({ title: "Delete", message: remove.message ?? words?.deleteQuestion ?? "Are you sure you want to delete?", confirmLabel: "Delete", destructive: true });
              // A failure is already toasted by the mutation; nothing else to do here.
              if (ok) await remove.run(row).catch(() => undefined);
            },
          },
        ]
      : []),
    ...moreActions,
  ];
  const error = list.error && (list.error.status === 403 ? list.error.message : (loadError ?? list.error.message));
  const current = modal && (modal.kind === "create" ? create : modal.kind === "edit" ? edit : view);
  // The View card follows the list: a row changed just before (its refresh still on the way when the
  // card opened) shows as it is now, not as it was on the click. A form keeps the row it opened with.
  const opened = modal?.row ?? null;
  const shown = opened !== null && modal?.kind === "view" ? (list.data?.find((r) => rowKey(r) === rowKey(opened)) ?? opened) : opened;

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {headerActions}
            {create && <Button onClick={() => show("create")}>{create.label}</Button>}
          </>
        }
      />
      <DataTable noMatch={words?.noMatch} {...table} rowKey={rowKey} caption={caption} rowLabel={rowLabel} rows={list.error ? [] : rowFilter ? list.data?.filter(rowFilter) : list.data} actions={actions} error={error} onRetry={() => void list.refetch()} />
      {modal && current && (
        <Modal key={modal.seq} open={modal.open} onOpenChange={(o) => (o ? undefined : hide())} title={current.title}>
          {modal.kind === "create" ? create?.render() : shown !== null && (current as RowModal<T>).render(shown)}
        </Modal>
      )}
    </>
  );
}
