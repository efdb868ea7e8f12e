import { api } from "@/shared/lib/api-client";
import type { ContentDetails } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { detailsChangeInvalidates } from "./content-details-lists";

export type CreateContentDetailsInput = { body: FormData; onProgress?: (p: UploadProgress) => void };

/** POST /api/cnb-details/add (multipart foreignKey, cnbStatus, detailsDescription, projectLink, youtubeLink, images). */
export const createContentDetails = ({ body, onProgress }: CreateContentDetailsInput) =>
  sendMultipart<ContentDetails>({ method: "POST", url: api["cnb-details"].add.$path(), body, onProgress });

/** docs/product.md §8: a failure is shown in the form's red box, not toasted. */
export const useCreateContentDetails = () =>
  useApiMutation({ mutationFn: createContentDetails, success: "Details added successfully", failure: false, invalidates: detailsChangeInvalidates() });
