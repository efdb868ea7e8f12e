import { useQuery } from "@/shared/lib/query";
import { contentListQuery } from "@/site/lib/content-query";

/** GET /api/blog: approved blogs, newest first, each with its details record. */
export const blogsQuery = () => contentListQuery("blog", (api) => api.blog.$get(), "Failed to fetch blogs");
export const useBlogs = () => useQuery(blogsQuery());
