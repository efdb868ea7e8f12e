import { api } from "@/shared/lib/api-client";
import { useDeleteContent } from "@/dashboard/lib/content-admin";

/** DELETE /api/blog/{uniId} (its details record goes too). */
export const useDeleteBlog = () =>
  useDeleteContent("blog", (id) => api.blog[":id"].$delete({ param: { id } }), {
    success: "Blog deleted successfully!",
    failure: "Failed to delete blog. Please try again.",
  });
