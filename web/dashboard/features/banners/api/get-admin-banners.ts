import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { Banner } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/banner/all (staff, bna002): every banner whatever its status, newest first, with its project. */
export const adminBannersQuery = () =>
  queryOptions({
    queryKey: ["banners", "all"],
    queryFn: () => json<Banner[]>(api.banner.all.$get()),
    ...staffQueryDefaults,
  });

export const useAdminBanners = () => useQuery(adminBannersQuery());
