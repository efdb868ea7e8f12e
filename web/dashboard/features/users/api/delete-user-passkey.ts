import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { userPasskeysQuery } from "./get-user-passkeys";

/**
 * DELETE /api/users/{id}/passkeys/{passkeyId}: an Admin or Super-Admin removes another user's passkey
 * (within the rank rules); logged, and the owner is told by e-mail.
 */
export const useDeleteUserPasskey = (userId: number) =>
  useApiMutation<{ deleted: string }, string>({
    mutationFn: (passkeyId) =>
      json<{ deleted: string }>(api.users[":id{[0-9]+}"].passkeys[":passkeyId{[A-Za-z0-9_-]+}"].$delete({ param: { id: String(userId), passkeyId } })),
    success: "Passkey removed",
    failure: "Failed to remove the passkey",
    invalidates: [userPasskeysQuery(userId).queryKey],
  });
