import { api } from "@/lib/api-client";
import { useDeleteContent } from "@/lib/content-admin";

/** DELETE /api/blog/{uniId} (its details record goes too). */
export const useDeleteBlog = () =>
  useDeleteContent("blog", (id) => api.blog[":id"].$delete({ param: { id } }), {
    success: "Blog deleted successfully!",
    failure: "Failed to delete blog. Please try again.",
  });
