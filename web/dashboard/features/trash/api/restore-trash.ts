import { api } from "@/shared/lib/api-client";
import type { TrashItem, TrashRestored } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { trashQuery } from "./get-trash";

/** POST /api/trash/{id}/restore. The server refuses (409) when the item's id is taken or its parent is gone, and says why. */
export const restoreTrash = (item: TrashItem) => json<TrashRestored>(api.trash[":id"].restore.$post({ param: { id: String(item.id) } }));

// Every list may show the item again: all of them refetch (the dashboard's queries are fresh on each visit anyway).
export const useRestoreTrash = () =>
  useApiMutation({
    mutationFn: restoreTrash,
    success: (_, item) => `${item.title} restored successfully`,
    failure: "Failed to restore the item",
    invalidates: [trashQuery().queryKey, []],
  });
