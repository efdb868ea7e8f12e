import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { PaymentPlan } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/projects/{uniId}/plans: the project's payment plans, in order (staff read them whatever the project's status). */
export const plansQuery = (uniId: string) =>
  queryOptions({
    queryKey: ["units", uniId, "plans"],
    queryFn: () => json<PaymentPlan[]>(api.projects[":uniId"].plans.$get({ param: { uniId } })),
    ...staffQueryDefaults,
  });

export const usePlans = (uniId: string) => useQuery(plansQuery(uniId));
