import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { CollectionsReport } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/reports/sales/collections (rep006): a month's collections, this month (Dhaka) when `month` is null. */
export const salesCollectionsQuery = (month: string | null) =>
  queryOptions({
    queryKey: ["reports", "sales", "collections", month],
    queryFn: () => json<CollectionsReport>(api.reports.sales.collections.$get({ query: month ? { month } : {} })),
    placeholderData: keepPreviousData,
    ...staffQueryDefaults,
  });

export const useSalesCollections = (month: string | null) => useQuery(salesCollectionsQuery(month));

/** The same month as a CSV download (a plain link: the browser saves the worker's attachment). */
export const collectionsCsvHref = (month: string) => `${api.reports.sales.collections.$path()}?month=${month}&format=csv`;
