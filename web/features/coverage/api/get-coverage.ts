import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { contentListQuery } from "@/lib/content-query";

/** GET /api/coverage: approved coverage items, newest first, each with its details record. */
export const coverageQuery = () => contentListQuery("coverage", () => api.coverage.$get());
export const useCoverage = () => useQuery(coverageQuery());
