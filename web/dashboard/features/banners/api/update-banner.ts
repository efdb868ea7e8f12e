import { api } from "@/shared/lib/api-client";
import type { ApiError } from "@/shared/lib/api-error";
import type { Banner } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { bannerChangeInvalidates } from "./banner-lists";

export type UpdateBannerInput = { uniId: string; body: FormData; onProgress?: (p: UploadProgress) => void };

/** PATCH /api/banner/{uniId} (multipart: title, description, status, foreignKey, optional imagesVideos). */
export const updateBanner = ({ uniId, body, onProgress }: UpdateBannerInput) =>
  sendMultipart<Banner>({ method: "PATCH", url: api.banner[":id"].$path({ param: { id: uniId } }), body, onProgress });

/** docs/product.md §8: a refused update and a failed connection have their own texts. */
const failure = (err: ApiError) =>
  err.isNetwork || err.status >= 500 ? "An error occurred while updating the banner." : "Failed to update banner. Please try again.";

export const useUpdateBanner = () =>
  useApiMutation({
    mutationFn: updateBanner,
    success: "Banner updated successfully",
    failure,
    invalidates: bannerChangeInvalidates(),
  });
