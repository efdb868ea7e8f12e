import { api } from "@/lib/api-client";
import type { TotpSetup } from "@/lib/contract";
import { json } from "@/lib/fetch-json";
import { useApiMutation } from "@/lib/use-api-mutation";

/**
 * POST /api/auth/totp/setup: a new secret and its otpauth:// URI (signed in, or during a sign-in
 * whose designation requires a second factor). A new setup replaces an unconfirmed one.
 */
export const useSetupTotp = () =>
  useApiMutation<TotpSetup, void>({
    mutationFn: () => json<TotpSetup>(api.auth.totp.setup.$post()),
    failure: "Failed to start the setup",
  });
