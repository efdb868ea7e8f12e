import { api } from "@/shared/lib/api-client";
import type { TotpEnabled } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { totpStatusQuery } from "./get-totp-status";

/** POST /api/auth/totp/recovery-codes (JSON { password }): ten new recovery codes, shown once; the old ones stop working. */
export const useNewRecoveryCodes = () =>
  useApiMutation<TotpEnabled, { password: string }>({
    mutationFn: (body) => json<TotpEnabled>(api.auth.totp["recovery-codes"].$post({ json: body })),
    failure: false,
    invalidates: [totpStatusQuery().queryKey],
  });
