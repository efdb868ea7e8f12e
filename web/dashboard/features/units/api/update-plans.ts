import { api } from "@/shared/lib/api-client";
import type { PaymentPlan, PlanTerms } from "@/shared/lib/contract";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { sendJson } from "../lib/send-json";
import { plansQuery } from "./get-plans";

export type PlanInput = { name: string } & PlanTerms;

/** PUT /api/projects/{uniId}/plans: the list replaces the project's plans. */
export const updatePlans = (uniId: string, plans: PlanInput[]) => sendJson<PaymentPlan[]>(api.projects[":uniId"].plans.$path({ param: { uniId } }), "PUT", plans);

export const useUpdatePlans = (uniId: string) =>
  useApiMutation({
    mutationFn: (plans: PlanInput[]) => updatePlans(uniId, plans),
    success: "Payment plans saved",
    failure: false,
    invalidates: [plansQuery(uniId).queryKey],
  });
