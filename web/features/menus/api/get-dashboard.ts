import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { DashboardResponse } from "@/lib/contract";
import { json } from "@/lib/fetch-json";
import { staffQueryDefaults } from "@/lib/staff-query";

/** GET /api/dashboards: the signed-in user's sidebar (menus their designation may see, docs/product.md §6) and last login. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ["menus", "sidebar"],
    queryFn: () => json<DashboardResponse>(api.dashboards.$get()),
    ...staffQueryDefaults,
  });

export const useDashboard = () => useQuery(dashboardQuery());
