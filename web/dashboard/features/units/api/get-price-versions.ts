import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { PriceListVersion } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/projects/{uniId}/prices?versions=1 (staff): every version of the price list, newest (the current one) first. */
export const priceVersionsQuery = (uniId: string) =>
  queryOptions({
    queryKey: ["units", uniId, "prices"],
    queryFn: () => json<PriceListVersion[]>(fetch(`${api.projects[":uniId"].prices.$path({ param: { uniId } })}?versions=1`, { credentials: "same-origin" })),
    ...staffQueryDefaults,
  });

export const usePriceVersions = (uniId: string) => useQuery(priceVersionsQuery(uniId));
