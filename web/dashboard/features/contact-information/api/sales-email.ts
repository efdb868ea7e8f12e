/** Staff-only (the Company screen): not a get-* file, so public code cannot import it (eslint.config.js). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/contactInformation/sales-email (Company screen staff): where new leads are announced; never public. */
export const salesEmailQuery = () =>
  queryOptions({
    queryKey: ["contactInformation", "sales-email"],
    queryFn: () => json<{ salesEmail: string }>(api.contactInformation["sales-email"].$get()),
    ...staffQueryDefaults,
  });

export const useSalesEmail = () => useQuery(salesEmailQuery());
