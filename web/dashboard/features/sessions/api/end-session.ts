import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { sessionsQuery } from "./get-sessions";

/** DELETE /api/auth/sessions/{id}: ends one of one's own sessions; its next call is refused. */
export const useEndSession = () =>
  useApiMutation<{ ended: number }, string>({
    mutationFn: (id) => json<{ ended: number }>(api.auth.sessions[":id{[A-Za-z0-9_-]+}"].$delete({ param: { id } })),
    success: "Session ended",
    failure: "Failed to end the session",
    invalidates: [sessionsQuery().queryKey],
  });
