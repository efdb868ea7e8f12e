import { RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { DataTable } from "@/dashboard/components/data-table/data-table";
import type { TableState } from "@/dashboard/components/data-table/types";
import { PageHeader } from "@/dashboard/components/layouts/page-header";
import { useConfirm } from "@/dashboard/components/modal/confirm-dialog";
import { useDeleteTrash } from "@/dashboard/features/trash/api/delete-trash";
import { useTrash } from "@/dashboard/features/trash/api/get-trash";
import { useRestoreTrash } from "@/dashboard/features/trash/api/restore-trash";
import { trashCard, trashColumns } from "@/dashboard/features/trash/components/trash-columns";
import { TRASH_DAYS, type TrashItem } from "@/shared/lib/contract";

/** The server answers at most 100 rows a page (worker/contract/paging.ts), so there is no "All". */
const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * Settings › Trash (/dashboard/settings/trash; Admin and Super-Admin; issue 43): what the dashboard
 * deleted in the last 30 days, newest first, each restored (with its details, versions and files) or
 * deleted for good after a confirmation.
 */
export function Component() {
  const [state, setState] = useState<TableState>({ page: 1, pageSize: 10, q: "", sort: null });
  const list = useTrash({ page: state.page, pageSize: state.pageSize, q: state.q });
  const restore = useRestoreTrash();
  const purge = useDeleteTrash();
  const confirm = useConfirm();
  const deleteForGood = async (item: TrashItem) => {
    const message = `Delete "${item.title}" for good? It cannot be restored afterwards, and its files are removed.`;
    if (await confirm({ message, confirmLabel: "Delete for good", destructive: true })) purge.mutate(item);
  };

  return (
    <>
      <PageHeader title="Trash" description={`Deleted items are kept here for ${TRASH_DAYS} days, then removed for good.`} />
      <DataTable
        caption="Trash"
        rows={list.error ? [] : list.data?.items}
        server={{ total: list.data?.total ?? 0 }}
        columns={trashColumns}
        card={trashCard}
        rowKey={(item) => item.id}
        rowLabel={(item) => item.title}
        actions={[
          { label: "Restore", icon: RotateCcw, onSelect: (item) => restore.mutate(item) },
          { label: "Delete for good", icon: Trash2, destructive: true, onSelect: (item) => void deleteForGood(item) },
        ]}
        searchFields={() => []}
        searchPlaceholder="Search by title or id"
        state={state}
        onStateChange={setState}
        pageSizes={PAGE_SIZES}
        error={list.error?.message}
        onRetry={() => void list.refetch()}
        empty="The Trash is empty."
        noMatch="Nothing in the Trash matches your search."
      />
    </>
  );
}
