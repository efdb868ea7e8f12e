import { queryOptions, useQuery } from "@/shared/lib/query";
import { readApi } from "@/shared/lib/api-read";
import type { Project } from "@/shared/lib/contract";

/** GET /api/projects: approved projects, newest first. Shared by the menu, home, listing and map. */
export const projectsQuery = () =>
  queryOptions({
    queryKey: ["projects"],
    queryFn: () => readApi<Project[]>((api) => api.projects.$get()),
  });

export const useProjects = () => useQuery(projectsQuery());
