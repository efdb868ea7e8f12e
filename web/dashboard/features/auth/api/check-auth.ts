import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { CheckAuthResponse } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/auth/check-auth: is there a live session? (docs/product.md §4 "Authentication"; false on failure.) */
export const authQuery = () =>
  queryOptions({
    queryKey: ["auth"],
    queryFn: () => json<CheckAuthResponse>(api.auth["check-auth"].$get()),
    ...staffQueryDefaults,
  });

export const useAuth = () => useQuery(authQuery());
