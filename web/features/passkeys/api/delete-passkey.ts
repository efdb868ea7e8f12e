import { api } from "@/lib/api-client";
import { json } from "@/lib/fetch-json";
import { useApiMutation } from "@/lib/use-api-mutation";
import { passkeysQuery } from "./get-passkeys";

/** DELETE /api/auth/passkeys/{id}: removes one of one's own passkeys. */
export const useDeletePasskey = () =>
  useApiMutation<{ deleted: string }, string>({
    mutationFn: (id) => json<{ deleted: string }>(api.auth.passkeys[":id{[A-Za-z0-9_-]+}"].$delete({ param: { id } })),
    success: "Passkey removed",
    failure: "Failed to remove the passkey",
    invalidates: [passkeysQuery().queryKey],
  });
