import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { progressLists } from "./get-progress";

/** DELETE /api/progress/{uniId}: to the Trash. */
export const deleteProgress = (uniId: string) => json<{ deleted: string }>(api.progress[":id"].$delete({ param: { id: uniId } }));

export const useDeleteProgress = () =>
  useApiMutation({
    mutationFn: deleteProgress,
    success: "Progress update deleted successfully",
    failure: "Failed to delete the progress update. Please try again.",
    invalidates: progressLists(),
  });
