import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { Unit } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/projects/{uniId}/units?all=1 (staff, pro001): every flat with every field and its price at the current list. */
export const unitsQuery = (uniId: string) =>
  queryOptions({
    queryKey: ["units", uniId],
    queryFn: () => json<Unit[]>(fetch(`${api.projects[":uniId"].units.$path({ param: { uniId } })}?all=1`, { credentials: "same-origin" })),
    ...staffQueryDefaults,
  });

export const useUnits = (uniId: string) => useQuery(unitsQuery(uniId));
