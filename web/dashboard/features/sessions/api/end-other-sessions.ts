import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { sessionsQuery } from "./get-sessions";

/** DELETE /api/auth/sessions?others=1: ends every session of the user but this one. */
export const useEndOtherSessions = () =>
  useApiMutation<{ ended: number }, void>({
    mutationFn: () => json<{ ended: number }>(api.auth.sessions.$delete({ query: { others: "1" } })),
    success: ({ ended }) => `${ended} other session${ended === 1 ? "" : "s"} ended`,
    failure: "Failed to end the other sessions",
    invalidates: [sessionsQuery().queryKey],
  });
