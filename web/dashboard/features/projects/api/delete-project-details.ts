import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { projectChangeInvalidates } from "./project-lists";

/** DELETE /api/project-details/{uniId}: the project stays, its page shows "No Details Available". */
export const deleteProjectDetails = (uniId: string) => json<{ deleted: string }>(api["project-details"][":id"].$delete({ param: { id: uniId } }));

export const useDeleteProjectDetails = () =>
  useApiMutation({
    mutationFn: deleteProjectDetails,
    success: "Project details deleted successfully",
    failure: "Failed to delete project details. Please try again.",
    invalidates: projectChangeInvalidates(),
  });
