import { queryOptions, useQuery } from "@/lib/query";
import { readApi } from "@/lib/api-read";
import type { Banner } from "@/lib/contract";

/** GET /api/banner: approved slides for the home slider, each with its linked project (or null). */
export const bannersQuery = () =>
  queryOptions({
    queryKey: ["banners"],
    queryFn: () => readApi<Banner[]>((api) => api.banner.$get()),
  });

export const useBanners = () => useQuery(bannersQuery());
