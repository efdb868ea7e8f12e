import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { detailsChangeInvalidates } from "./content-details-lists";

/** DELETE /api/cnb-details/{uniId}: the item stays, its details go. */
export const deleteContentDetails = (uniId: string) => json<{ deleted: string }>(api["cnb-details"][":id"].$delete({ param: { id: uniId } }));

export const useDeleteContentDetails = () =>
  useApiMutation({
    mutationFn: deleteContentDetails,
    success: "Details deleted successfully",
    failure: "Failed to delete details. Please try again.",
    invalidates: detailsChangeInvalidates(),
  });
