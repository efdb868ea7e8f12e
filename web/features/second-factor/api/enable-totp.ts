import { api } from "@/lib/api-client";
import type { TotpEnabled } from "@/lib/contract";
import { json } from "@/lib/fetch-json";
import { useApiMutation } from "@/lib/use-api-mutation";
import { totpStatusQuery } from "./get-totp-status";

/** POST /api/auth/totp/enable (JSON { code }): the first code confirms the setup; the ten recovery codes come back once. */
export const useEnableTotp = () =>
  useApiMutation<TotpEnabled, { code: string }>({
    mutationFn: (body) => json<TotpEnabled>(api.auth.totp.enable.$post({ json: body })),
    failure: false,
    invalidates: [totpStatusQuery().queryKey],
  });
