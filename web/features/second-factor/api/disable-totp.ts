import { api } from "@/lib/api-client";
import { json } from "@/lib/fetch-json";
import { useApiMutation } from "@/lib/use-api-mutation";
import { totpStatusQuery } from "./get-totp-status";

/** DELETE /api/auth/totp (JSON { password }): turns one's own second factor off; a wrong password is a 422 on the field. */
export const useDisableTotp = () =>
  useApiMutation<{ enabled: false }, { password: string }>({
    mutationFn: (body) => json<{ enabled: false }>(api.auth.totp.$delete({ json: body })),
    success: "Two-step sign-in turned off",
    failure: "Failed to turn off two-step sign-in",
    invalidates: [totpStatusQuery().queryKey],
  });
