import { api } from "@/lib/api-client";
import { json } from "@/lib/fetch-json";
import { useApiMutation } from "@/lib/use-api-mutation";

/** DELETE /api/users/{id}/totp: an admin resets a user's second factor (a lost phone); their sessions end; logged. */
export const useResetSecondFactor = () =>
  useApiMutation<{ reset: number }, number>({
    mutationFn: (id) => json<{ reset: number }>(api.users[":id{[0-9]+}"].totp.$delete({ param: { id: String(id) } })),
    success: "Second factor reset",
    failure: "Failed to reset the second factor",
  });
