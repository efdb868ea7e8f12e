import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { unitChangeInvalidates, useRefreshOnConflict } from "./unit-lists";

/** DELETE /api/units/{id}: an available flat or a landowner's; 409 for one on hold, booked or sold. */
export const deleteUnit = (id: number) => json<{ deleted: number }>(api.units[":id"].$delete({ param: { id: String(id) } }));

export const useDeleteUnit = (uniId: string) =>
  useApiMutation<{ deleted: number }, number>({ mutationFn: useRefreshOnConflict(uniId)(deleteUnit), success: "Flat deleted", failure: (err) => err.message, invalidates: unitChangeInvalidates(uniId) });
