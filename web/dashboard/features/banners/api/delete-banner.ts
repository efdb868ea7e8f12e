import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { bannerChangeInvalidates } from "./banner-lists";

/** DELETE /api/banner/{uniId}. */
export const deleteBanner = (uniId: string) => json<{ deleted: string }>(api.banner[":id"].$delete({ param: { id: uniId } }));

export const useDeleteBanner = () =>
  useApiMutation({
    mutationFn: deleteBanner,
    success: "Banner deleted successfully",
    failure: "Failed to delete banner. Please try again.",
    invalidates: bannerChangeInvalidates(),
  });
