import { api } from "@/shared/lib/api-client";
import type { TotpEnabled } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { totpStatusQuery } from "./get-totp-status";

/**
 * POST /api/auth/totp/enable (JSON { code, password, emailCode? }): the first code confirms the setup
 * (with the e-mailed code for a must-enrol sign-in); the ten recovery codes come back once.
 */
/** worker/contract/second-factors.ts `totpEnable`: `emailCode` only while a sign-in must enrol. */
type TotpEnable = { code: string; password: string; emailCode?: string };

export const useEnableTotp = () =>
  useApiMutation<TotpEnabled, TotpEnable>({
    mutationFn: (body) => json<TotpEnabled>(api.auth.totp.enable.$post({ json: body })),
    failure: false,
    invalidates: [totpStatusQuery().queryKey],
  });
