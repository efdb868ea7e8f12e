import { api } from "@/shared/lib/api-client";
import type { Unit } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { unitChangeInvalidates, useRefreshOnConflict } from "./unit-lists";

/** POST /api/units/{id}/release: a held flat becomes available; 409 when it is not on hold (any more). */
export const releaseUnit = (id: number) => json<Unit>(api.units[":id"].release.$post({ param: { id: String(id) } }));

export const useReleaseUnit = (uniId: string) =>
  useApiMutation<Unit, number>({ mutationFn: useRefreshOnConflict(uniId)(releaseUnit), success: (u) => `Flat ${u.code} released`, failure: (err) => err.message, invalidates: unitChangeInvalidates(uniId) });
