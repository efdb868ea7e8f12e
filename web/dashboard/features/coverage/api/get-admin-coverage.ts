import { useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import { adminContentQuery } from "@/dashboard/lib/content-admin";

/** GET /api/coverage/all (staff, cov003): every coverage item whatever its status. */
export const adminCoverageQuery = () => adminContentQuery("coverage", () => api.coverage.all.$get());
export const useAdminCoverage = () => useQuery(adminCoverageQuery());
