import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { Page, TrashItem } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

export type TrashFilter = { page: number; pageSize: number; q: string };

/** GET /api/trash (Admin, Super-Admin: set004a): one page of what was deleted, newest first. */
export const trashQuery = (f?: TrashFilter) =>
  queryOptions({
    queryKey: f ? ["trash", f] : ["trash"],
    queryFn: () =>
      json<Page<TrashItem>>(
        api.trash.$get({ query: { page: String(f?.page ?? 1), pageSize: String(f?.pageSize ?? 10), ...(f?.q.trim() ? { q: f.q.trim() } : {}) } }),
      ),
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    ...staffQueryDefaults,
  });

export const useTrash = (f: TrashFilter) => useQuery(trashQuery(f));
