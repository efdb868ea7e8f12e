import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { SessionInfo } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/auth/sessions: the signed-in user's live sessions, most recently seen first. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: ["sessions"],
    queryFn: () => json<SessionInfo[]>(api.auth.sessions.$get()),
    ...staffQueryDefaults,
  });

export const useSessions = () => useQuery(sessionsQuery());
