import { api } from "@/shared/lib/api-client";
import type { Unit, UnitBulkBody } from "@/shared/lib/contract";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { sendJson } from "../lib/send-json";
import { unitChangeInvalidates } from "./unit-lists";

/** POST /api/projects/{uniId}/units with { floors: [from, to], units }: all or none; codes become floor + code (5A). */
export const createUnits = (uniId: string, body: UnitBulkBody) =>
  sendJson<Unit[]>(api.projects[":uniId"].units.$path({ param: { uniId } }), "POST", body);

export const useCreateUnits = (uniId: string) =>
  useApiMutation({
    mutationFn: (body: UnitBulkBody) => createUnits(uniId, body),
    success: (flats) => `${flats.length} flats added`,
    failure: false,
    invalidates: unitChangeInvalidates(uniId),
  });
