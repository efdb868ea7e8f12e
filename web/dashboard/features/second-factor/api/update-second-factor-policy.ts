import { api } from "@/shared/lib/api-client";
import type { SecondFactorPolicy } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { secondFactorPolicyQuery } from "./get-second-factor-policy";

/** PATCH /api/settings/second-factor (Super-Admin): who must sign in with a second factor from their next sign-in. */
export const useUpdateSecondFactorPolicy = () =>
  useApiMutation<SecondFactorPolicy, SecondFactorPolicy>({
    mutationFn: (body) => json<SecondFactorPolicy>(api.settings["second-factor"].$patch({ json: body })),
    success: "Second-factor rule saved",
    failure: "Failed to save the second-factor rule",
    invalidates: [secondFactorPolicyQuery().queryKey],
  });
