import { api } from "@/shared/lib/api-client";
import type { TrashItem } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { trashQuery } from "./get-trash";

/** DELETE /api/trash/{id}: gone for good; its files are reclaimed by the orphan sweep. */
export const deleteTrash = (item: TrashItem) => json<{ deleted: number }>(api.trash[":id"].$delete({ param: { id: String(item.id) } }));

export const useDeleteTrash = () =>
  useApiMutation({
    mutationFn: deleteTrash,
    success: (_, item) => `${item.title} deleted for good`,
    failure: "Failed to delete the item",
    invalidates: [trashQuery().queryKey],
  });
