import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { SecondFactorPolicy } from "@/lib/contract";
import { json } from "@/lib/fetch-json";
import { staffQueryDefaults } from "@/lib/staff-query";

/** GET /api/settings/second-factor: the designations that must sign in with a second factor. */
export const secondFactorPolicyQuery = () =>
  queryOptions({
    queryKey: ["second-factor-policy"],
    queryFn: () => json<SecondFactorPolicy>(api.settings["second-factor"].$get()),
    ...staffQueryDefaults,
  });

export const useSecondFactorPolicy = () => useQuery(secondFactorPolicyQuery());
