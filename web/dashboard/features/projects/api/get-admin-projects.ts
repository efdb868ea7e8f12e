import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { Project } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/projects/all (staff, pro001): every project whatever its status. A 403 says "Access denied: Admins only". */
export const adminProjectsQuery = () =>
  queryOptions({
    queryKey: ["projects", "all"],
    queryFn: () => json<Project[]>(api.projects.all.$get()),
    ...staffQueryDefaults,
  });

export const useAdminProjects = () => useQuery(adminProjectsQuery());
