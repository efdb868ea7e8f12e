import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { contentListQuery } from "@/lib/content-query";

/** GET /api/blog: approved blogs, newest first, each with its details record. */
export const blogsQuery = () => contentListQuery("blog", () => api.blog.$get());
export const useBlogs = () => useQuery(blogsQuery());
