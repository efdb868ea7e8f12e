import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { Passkey } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/auth/passkeys: the signed-in user's passkeys, newest first. */
export const passkeysQuery = () =>
  queryOptions({
    queryKey: ["passkeys"],
    queryFn: () => json<Passkey[]>(api.auth.passkeys.$get()),
    ...staffQueryDefaults,
  });

export const usePasskeys = () => useQuery(passkeysQuery());
