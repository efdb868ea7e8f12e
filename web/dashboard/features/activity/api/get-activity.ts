import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { Activity, ActivityResource, Page } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

export type ActivityFilter = { page: number; pageSize: number; q: string; userId: number | null; resource: ActivityResource | null };

/** GET /api/activity (Admin, Super-Admin: rep006b): one page of the log, newest first, filtered on the server. */
export const activityQuery = (f: ActivityFilter) =>
  queryOptions({
    queryKey: ["activity", f],
    queryFn: () =>
      json<Page<Activity>>(
        api.activity.$get({
          query: {
            page: String(f.page),
            pageSize: String(f.pageSize),
            ...(f.q.trim() ? { q: f.q.trim() } : {}),
            ...(f.userId ? { userId: String(f.userId) } : {}),
            ...(f.resource ? { resource: f.resource } : {}),
          },
        }),
      ),
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    ...staffQueryDefaults,
  });

export const useActivity = (f: ActivityFilter) => useQuery(activityQuery(f));
