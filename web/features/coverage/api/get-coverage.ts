import { useQuery } from "@/lib/query";
import { contentListQuery } from "@/lib/content-query";

/** GET /api/coverage: approved coverage items, newest first, each with its details record. */
export const coverageQuery = () => contentListQuery("coverage", (api) => api.coverage.$get(), "Failed to fetch coverage");
export const useCoverage = () => useQuery(coverageQuery());
