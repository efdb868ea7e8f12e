import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { Banner } from "@/lib/contract";
import { json } from "@/lib/fetch-json";
import { staffQueryDefaults } from "@/lib/staff-query";

/** GET /api/banner/all (staff, bna002): every banner whatever its status, newest first, with its project. */
export const adminBannersQuery = () =>
  queryOptions({
    queryKey: ["banners", "all"],
    queryFn: () => json<Banner[]>(api.banner.all.$get()),
    ...staffQueryDefaults,
  });

export const useAdminBanners = () => useQuery(adminBannersQuery());
