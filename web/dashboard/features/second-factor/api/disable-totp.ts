import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { totpStatusQuery } from "./get-totp-status";

/** DELETE /api/auth/totp (JSON { password }): turns one's own second factor off; a wrong password is a 403 on the field. */
export const useDisableTotp = () =>
  useApiMutation<{ enabled: false }, { password: string }>({
    mutationFn: (body) => json<{ enabled: false }>(api.auth.totp.$delete({ json: body })),
    success: "Two-step sign-in turned off",
    failure: false,
    invalidates: [totpStatusQuery().queryKey],
  });
