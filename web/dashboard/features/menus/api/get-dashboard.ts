import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { DashboardResponse } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/dashboards: the signed-in user's sidebar (menus their designation may see, docs/product.md §6) and last login. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ["menus", "sidebar"],
    queryFn: () => json<DashboardResponse>(api.dashboards.$get()),
    ...staffQueryDefaults,
  });

export const useDashboard = () => useQuery(dashboardQuery());
