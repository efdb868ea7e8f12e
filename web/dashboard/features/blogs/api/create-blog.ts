import { api } from "@/shared/lib/api-client";
import { useSaveContent } from "@/dashboard/lib/content-admin";

/** POST /api/blog/add; docs/product.md §8 texts. */
export const useCreateBlog = () =>
  useSaveContent("blog", "POST", () => api.blog.add.$path(), { success: "Blog Add successfully!", failure: "Failed to add blog. Please try again." });
