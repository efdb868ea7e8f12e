import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { BannerStatic } from "@/lib/contract";
import { json } from "@/lib/fetch-json";

/** GET /api/banner-statics: one header image per first path segment ([{ name, image }]). */
export const bannerStaticsQuery = () =>
  queryOptions({
    queryKey: ["banner-statics"],
    queryFn: () => json<BannerStatic[]>(api["banner-statics"].$get()),
    // The header images change a few times a year; no need to ask again during a visit.
    staleTime: 10 * 60_000,
  });

export const useBannerStatics = () => useQuery(bannerStaticsQuery());
