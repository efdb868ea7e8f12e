import { api } from "@/shared/lib/api-client";
import type { ContentDetails } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { detailsChangeInvalidates } from "./content-details-lists";

export type UpdateContentDetailsInput = { uniId: string; body: FormData; onProgress?: (p: UploadProgress) => void };

/** PATCH /api/cnb-details/{uniId} (multipart foreignKey, contentType, detailsDescription, projectLink, youtubeLink, images). */
export const updateContentDetails = ({ uniId, body, onProgress }: UpdateContentDetailsInput) =>
  sendMultipart<ContentDetails>({ method: "PATCH", url: api["cnb-details"][":id"].$path({ param: { id: uniId } }), body, onProgress });

/** docs/product.md §8 (the leading space is the product's text); a failure goes in the form's red box. */
export const useUpdateContentDetails = () =>
  useApiMutation({ mutationFn: updateContentDetails, success: " Details updated successfully", failure: false, invalidates: detailsChangeInvalidates() });
