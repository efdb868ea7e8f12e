import { api } from "@/shared/lib/api-client";
import type { Unit, UnitChange } from "@/shared/lib/contract";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { sendJson } from "../lib/send-json";
import { unitChangeInvalidates, useRefreshOnConflict } from "./unit-lists";

/** PATCH /api/units/{id}: a flat's fields, or its status (available, booked, sold, landowner); 409 when it changed meanwhile. */
export const updateUnit = (id: number, body: UnitChange) => sendJson<Unit>(api.units[":id"].$path({ param: { id: String(id) } }), "PATCH", body);

/** Edit Flat's save (the form shows a failure) and the status buttons (a toast shows the server's message, a 409's too). */
export const useUpdateUnit = (uniId: string, opts: { success: string; toastFailure: boolean }) =>
  useApiMutation<Unit, { id: number; body: UnitChange }>({
    mutationFn: useRefreshOnConflict(uniId)(({ id, body }: { id: number; body: UnitChange }) => updateUnit(id, body)),
    success: opts.success,
    failure: opts.toastFailure ? (err) => err.message : false,
    invalidates: unitChangeInvalidates(uniId),
  });
