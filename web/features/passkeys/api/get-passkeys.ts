import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { Passkey } from "@/lib/contract";
import { json } from "@/lib/fetch-json";
import { staffQueryDefaults } from "@/lib/staff-query";

/** GET /api/auth/passkeys: the signed-in user's passkeys, newest first. */
export const passkeysQuery = () =>
  queryOptions({
    queryKey: ["passkeys"],
    queryFn: () => json<Passkey[]>(api.auth.passkeys.$get()),
    ...staffQueryDefaults,
  });

export const usePasskeys = () => useQuery(passkeysQuery());
