import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { SalesRow } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/reports/sales (rep006): per project with flats, its figures (issue 45). */
export const salesReportQuery = () =>
  queryOptions({
    queryKey: ["reports", "sales"],
    queryFn: () => json<SalesRow[]>(api.reports.sales.$get()),
    ...staffQueryDefaults,
  });

export const useSalesReport = () => useQuery(salesReportQuery());

/** The same report as a CSV download (a plain link: the browser saves the worker's attachment). */
export const salesCsvHref = () => `${api.reports.sales.$path()}?format=csv`;
