import { useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import { adminContentQuery } from "@/dashboard/lib/content-admin";

/** GET /api/blog/all (staff, blo005): every blog whatever its status. */
export const adminBlogsQuery = () => adminContentQuery("blog", () => api.blog.all.$get());
export const useAdminBlogs = () => useQuery(adminBlogsQuery());
