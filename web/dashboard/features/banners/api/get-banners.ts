import { queryOptions, useQuery } from "@tanstack/react-query";
import { readApi } from "@/shared/lib/api-read";
import type { Banner } from "@/shared/lib/contract";

/** GET /api/banner: approved slides for the home slider, each with its linked project (or null). */
export const bannersQuery = () =>
  queryOptions({
    queryKey: ["banners"],
    queryFn: () => readApi<Banner[]>((api) => api.banner.$get()),
  });

export const useBanners = () => useQuery(bannersQuery());
