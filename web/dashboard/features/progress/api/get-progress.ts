import { type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { ProgressUpdate } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/progress/all?project={uniId} (staff, pro001): every update of the project, whatever its status, newest first. */
export const progressQuery = (uniId: string) =>
  queryOptions({
    queryKey: ["progress", uniId],
    queryFn: () => json<ProgressUpdate[]>(api.progress.all.$get({ query: { project: uniId } })),
    ...staffQueryDefaults,
  });

export const useProgress = (uniId: string) => useQuery(progressQuery(uniId));

/** What a change refreshes: every project's list of updates (a restore from History refreshes the same key). */
export const progressLists = (): QueryKey[] => [["progress"]];
