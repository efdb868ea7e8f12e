import { queryOptions, useQuery } from "@/shared/lib/query";
import { readApi } from "@/shared/lib/api-read";
import type { BannerStatic } from "@/shared/lib/contract";

/** GET /api/banner-statics: one header image per first path segment ([{ name, image }]). */
export const bannerStaticsQuery = () =>
  queryOptions({
    queryKey: ["banner-statics"],
    queryFn: () => readApi<BannerStatic[]>((api) => api["banner-statics"].$get()),
    // The header images change a few times a year; no need to ask again during a visit.
    staleTime: 10 * 60_000,
  });

export const useBannerStatics = () => useQuery(bannerStaticsQuery());
