import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { passkeysQuery } from "./get-passkeys";

/** DELETE /api/auth/passkeys/{id} (JSON { password }): removes one of one's own passkeys; the dialog shows failures. */
export const useDeletePasskey = () =>
  useApiMutation<{ deleted: string }, { id: string; password: string }>({
    mutationFn: ({ id, password }) => {
      // The route reads its body itself (readJson), so the typed client does not list `json`; it sends it all the same.
      const args = { param: { id }, json: { password } };
      return json<{ deleted: string }>(api.auth.passkeys[":id{[A-Za-z0-9_-]+}"].$delete(args));
    },
    success: "Passkey removed",
    failure: false,
    invalidates: [passkeysQuery().queryKey],
  });
