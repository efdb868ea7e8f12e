import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { SessionInfo } from "@/lib/contract";
import { json } from "@/lib/fetch-json";
import { staffQueryDefaults } from "@/lib/staff-query";

/** GET /api/auth/sessions: the signed-in user's live sessions, most recently seen first. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: ["sessions"],
    queryFn: () => json<SessionInfo[]>(api.auth.sessions.$get()),
    ...staffQueryDefaults,
  });

export const useSessions = () => useQuery(sessionsQuery());
