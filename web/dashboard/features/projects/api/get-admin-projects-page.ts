import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { Page, Project } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

export type ProjectsPageQuery = { page: number; pageSize: number; q: string };

/**
 * GET /api/projects/all?page&pageSize&q: one page of the staff list, newest first, searched on the
 * server (name, uniId, category), with the count of every match. The previous page stays on screen
 * while the next one loads.
 */
export const adminProjectsPageQuery = ({ page, pageSize, q }: ProjectsPageQuery) =>
  queryOptions({
    queryKey: ["projects", "all", { page, pageSize, q }],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (q) query.set("q", q);
      return json<Page<Project>>(fetch(`${api.projects.all.$path()}?${query}`, { credentials: "same-origin" }));
    },
    placeholderData: keepPreviousData,
    ...staffQueryDefaults,
  });
