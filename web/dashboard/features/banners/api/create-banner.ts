import { api } from "@/shared/lib/api-client";
import type { Banner } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { bannerChangeInvalidates } from "./banner-lists";

export type CreateBannerInput = { body: FormData; onProgress?: (p: UploadProgress) => void };

/** POST /api/banner/add (multipart: title, description, status, foreignKey, imagesVideos). Answers the banner. */
export const createBanner = ({ body, onProgress }: CreateBannerInput) =>
  sendMultipart<Banner>({ method: "POST", url: api.banner.add.$path(), body, onProgress });

/** docs/product.md §2: banners are created from the projects table ("Add Banner"), which refreshes its own list too. */
export const useCreateBanner = () =>
  useApiMutation({
    mutationFn: createBanner,
    success: "Banner Added successfully",
    failure: "Failed to add banner. Please try again.",
    invalidates: bannerChangeInvalidates(),
  });
