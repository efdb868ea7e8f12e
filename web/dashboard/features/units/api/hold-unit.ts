import { api } from "@/shared/lib/api-client";
import type { Unit } from "@/shared/lib/contract";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { sendJson } from "../lib/send-json";
import { unitChangeInvalidates, useRefreshOnConflict } from "./unit-lists";

export type HoldInput = { id: number; until: string; leadId?: number };

/** POST /api/units/{id}/hold { until, leadId? }: of two staff holding at once one wins, the other gets a 409. */
export const holdUnit = ({ id, ...body }: HoldInput) => sendJson<Unit>(api.units[":id"].hold.$path({ param: { id: String(id) } }), "POST", body);

export const useHoldUnit = (uniId: string) =>
  useApiMutation<Unit, HoldInput>({ mutationFn: useRefreshOnConflict(uniId)(holdUnit), success: (u) => `Flat ${u.code} is on hold`, failure: false, invalidates: unitChangeInvalidates(uniId) });
