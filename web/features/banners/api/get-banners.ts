import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { Banner } from "@/lib/contract";
import { json } from "@/lib/fetch-json";

/** GET /api/banner: approved slides for the home slider, each with its linked project (or null). */
export const bannersQuery = () =>
  queryOptions({
    queryKey: ["banners"],
    queryFn: () => json<Banner[]>(api.banner.$get()),
  });

export const useBanners = () => useQuery(bannersQuery());
