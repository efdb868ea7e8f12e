import { queryOptions, useQuery } from "@/lib/query";
import { readApi } from "@/lib/api-read";
import type { Project } from "@/lib/contract";

/** GET /api/projects: approved projects, newest first. Shared by the menu, home, listing and map. */
export const projectsQuery = () =>
  queryOptions({
    queryKey: ["projects"],
    queryFn: () => readApi<Project[]>((api) => api.projects.$get()),
  });

export const useProjects = () => useQuery(projectsQuery());
