import { api } from "@/shared/lib/api-client";
import type { ProjectDetails } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { projectChangeInvalidates } from "./project-lists";

export type CreateProjectDetailsInput = { body: FormData; onProgress?: (p: UploadProgress) => void };

/** POST /api/project-details (multipart, with foreignKey: the project's uniId). */
export const createProjectDetails = ({ body, onProgress }: CreateProjectDetailsInput) =>
  sendMultipart<ProjectDetails>({ method: "POST", url: api["project-details"].$path(), body, onProgress });

export const useCreateProjectDetails = () =>
  useApiMutation({
    mutationFn: createProjectDetails,
    success: "Project Details Added successfully",
    failure: "Failed to add project details. Please try again.",
    invalidates: projectChangeInvalidates(),
  });
