import { api } from "@/shared/lib/api-client";
import type { Project } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { projectChangeInvalidates } from "./project-lists";

export type CreateProjectInput = { body: FormData; onProgress?: (p: UploadProgress) => void };

/** POST /api/projects/add (multipart: name, title, status, category, location, locationCode, mainImage). */
export const createProject = ({ body, onProgress }: CreateProjectInput) =>
  sendMultipart<Project>({ method: "POST", url: api.projects.add.$path(), body, onProgress });

/** docs/product.md §8: "Add-project failures are only logged" there; here the server's reason is toasted, and the form stays open. */
export const useCreateProject = () =>
  useApiMutation({
    mutationFn: createProject,
    success: "Project Added successfully",
    failure: "Failed to add project. Please try again.",
    invalidates: projectChangeInvalidates(),
  });
