import { api } from "@/shared/lib/api-client";
import type { ProjectDetails } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { projectChangeInvalidates } from "./project-lists";

export type UpdateProjectDetailsInput = { uniId: string; body: FormData; onProgress?: (p: UploadProgress) => void };

/** PATCH /api/project-details/{uniId} (multipart; nothing required, an empty value clears a field). */
export const updateProjectDetails = ({ uniId, body, onProgress }: UpdateProjectDetailsInput) =>
  sendMultipart<ProjectDetails>({ method: "PATCH", url: api["project-details"][":id"].$path({ param: { id: uniId } }), body, onProgress });

export const useUpdateProjectDetails = () =>
  useApiMutation({
    mutationFn: updateProjectDetails,
    success: "Project details updated successfully",
    failure: "Failed to update project details. Please try again.",
    invalidates: projectChangeInvalidates(),
  });
