import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { USER_PASSKEYS_KEY } from "./get-user-passkeys";

/**
 * DELETE /api/users/{id}/totp: an admin resets a user's second factor (a lost phone, a taken account):
 * the authenticator app, the recovery codes and every passkey go, and their sessions end; logged.
 */
export const useResetSecondFactor = () =>
  useApiMutation<{ reset: number }, number>({
    mutationFn: (id) => json<{ reset: number }>(api.users[":id{[0-9]+}"].totp.$delete({ param: { id: String(id) } })),
    success: "Second factor reset",
    failure: "Failed to reset the second factor",
    invalidates: [[...USER_PASSKEYS_KEY]],
  });
