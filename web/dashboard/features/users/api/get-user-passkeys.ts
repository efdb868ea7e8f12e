import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { Passkey } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** Every user's passkey list sits under this key: a second-factor reset refreshes them all. */
export const USER_PASSKEYS_KEY = ["user-passkeys"] as const;

/** GET /api/users/{id}/passkeys (Admin, Super-Admin, within the rank rules): another user's passkeys, newest first. */
export const userPasskeysQuery = (userId: number) =>
  queryOptions({
    queryKey: [...USER_PASSKEYS_KEY, userId],
    queryFn: () => json<Passkey[]>(api.users[":id{[0-9]+}"].passkeys.$get({ param: { id: String(userId) } })),
    ...staffQueryDefaults,
  });

export const useUserPasskeys = (userId: number) => useQuery(userPasskeysQuery(userId));
