import { queryOptions, useQuery } from "@tanstack/react-query";
import { readApi } from "@/shared/lib/api-read";
import type { TotalCount } from "@/shared/lib/contract";

/** GET /api/total-count: docs/product.md §3 says the first item of the list holds the figures. */
export const totalCountQuery = () =>
  queryOptions({
    queryKey: ["total-count"],
    queryFn: () => readApi<TotalCount[]>((api) => api["total-count"].$get()),
    select: (rows): TotalCount | null => rows[0] ?? null,
  });

export const useTotalCount = () => useQuery(totalCountQuery());
