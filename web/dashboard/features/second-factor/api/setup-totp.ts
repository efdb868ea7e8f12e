import { api } from "@/shared/lib/api-client";
import type { TotpSetup } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";

/**
 * POST /api/auth/totp/setup (JSON { password }): a new secret and its otpauth:// URI (signed in, or
 * during a sign-in whose designation requires a second factor). A new setup replaces an unconfirmed
 * one. A wrong password: 403 naming the field; the form shows every failure.
 */
export const useSetupTotp = () =>
  useApiMutation<TotpSetup, { password: string }>({
    mutationFn: (body) => json<TotpSetup>(api.auth.totp.setup.$post({ json: body })),
    failure: false,
  });
