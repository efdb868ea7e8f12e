import { useQuery } from "@/shared/lib/query";
import { contentListQuery } from "@/site/lib/content-query";

/** GET /api/coverage: approved coverage items, newest first, each with its details record. */
export const coverageQuery = () => contentListQuery("coverage", (api) => api.coverage.$get(), "Failed to fetch coverage");
export const useCoverage = () => useQuery(coverageQuery());
