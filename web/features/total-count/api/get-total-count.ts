import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TotalCount } from "@/lib/contract";
import { json } from "@/lib/fetch-json";

/** GET /api/total-count: docs/product.md §3 says the first item of the list holds the figures. */
export const totalCountQuery = () =>
  queryOptions({
    queryKey: ["total-count"],
    queryFn: () => json<TotalCount[]>(api["total-count"].$get()),
    select: (rows): TotalCount | null => rows[0] ?? null,
  });

export const useTotalCount = () => useQuery(totalCountQuery());
