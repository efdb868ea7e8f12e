import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { Menu } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/dashboards/all (set001a): every menu and submenu, in sidebar order, whoever may see them. */
export const menusQuery = () =>
  queryOptions({
    queryKey: ["menus", "all"],
    queryFn: () => json<Menu[]>(api.dashboards.all.$get()),
    ...staffQueryDefaults,
  });

export const useMenus = () => useQuery(menusQuery());
