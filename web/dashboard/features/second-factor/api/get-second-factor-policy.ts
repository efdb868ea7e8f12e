import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { SecondFactorPolicy } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/settings/second-factor: the designations that must sign in with a second factor. */
export const secondFactorPolicyQuery = () =>
  queryOptions({
    queryKey: ["second-factor-policy"],
    queryFn: () => json<SecondFactorPolicy>(api.settings["second-factor"].$get()),
    ...staffQueryDefaults,
  });

export const useSecondFactorPolicy = () => useQuery(secondFactorPolicyQuery());
