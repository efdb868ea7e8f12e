import { api } from "@/shared/lib/api-client";
import type { Project } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { projectChangeInvalidates } from "./project-lists";

export type UpdateProjectInput = { uniId: string; body: FormData; onProgress?: (p: UploadProgress) => void };

/** PATCH /api/projects/{uniId} (multipart, the create fields; mainImage optional). */
export const updateProject = ({ uniId, body, onProgress }: UpdateProjectInput) =>
  sendMultipart<Project>({ method: "PATCH", url: api.projects[":id"].$path({ param: { id: uniId } }), body, onProgress });

export const useUpdateProject = () =>
  useApiMutation({
    mutationFn: updateProject,
    success: "Project Updated successfully",
    failure: "An error occurred while updating the project.",
    invalidates: projectChangeInvalidates(),
  });
