import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { projectChangeInvalidates } from "./project-lists";

/** DELETE /api/projects/{uniId}: also deletes its details and unlinks its banners (docs/decisions.md). */
export const deleteProject = (uniId: string) => json<{ deleted: string }>(api.projects[":id"].$delete({ param: { id: uniId } }));

export const useDeleteProject = () =>
  useApiMutation({
    mutationFn: deleteProject,
    success: "Project deleted successfully",
    failure: "Failed to delete project. Please try again.",
    invalidates: projectChangeInvalidates(),
  });
