import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";

/** DELETE /api/users/{id}/sessions: an admin signs a user out everywhere (within the rank rules); logged. */
export const useEndUserSessions = () =>
  useApiMutation<{ ended: number }, number>({
    mutationFn: (id) => json<{ ended: number }>(api.users[":id{[0-9]+}"].sessions.$delete({ param: { id: String(id) } })),
    success: "Sessions ended",
    failure: "Failed to end the sessions",
  });
