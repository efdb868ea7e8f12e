import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { json } from "@/lib/fetch-json";
import type { Project } from "@/lib/contract";

/** GET /api/projects: approved projects, newest first. Shared by the menu, home, listing and map. */
export const projectsQuery = () =>
  queryOptions({
    queryKey: ["projects"],
    queryFn: () => json<Project[]>(api.projects.$get()),
  });

export const useProjects = () => useQuery(projectsQuery());
