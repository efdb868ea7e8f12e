import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { TotpStatus } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/auth/totp: is the signed-in user's second factor on, is it required, how many recovery codes are left. */
export const totpStatusQuery = () =>
  queryOptions({
    queryKey: ["totp-status"],
    queryFn: () => json<TotpStatus>(api.auth.totp.$get()),
    ...staffQueryDefaults,
  });

export const useTotpStatus = () => useQuery(totpStatusQuery());
