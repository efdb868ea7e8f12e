import { api } from "@/shared/lib/api-client";
import { useSaveContent } from "@/dashboard/lib/content-admin";

/** PATCH /api/blog/{uniId}. docs/product.md §8 only logs a failed update; staff are told (docs/decisions.md). */
export const useUpdateBlog = () =>
  useSaveContent("blog", "PATCH", (id) => api.blog[":id"].$path({ param: { id } }), {
    success: "Blog Updated successfully",
    failure: "Failed to update blog. Please try again.",
  });
