import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";

/**
 * POST /api/auth/totp/enrol-code: during a sign-in that must set up a second factor, e-mails a
 * 6-digit code to the account's own address (3 per 15 minutes) and answers where it went, partly hidden.
 */
export const useSendEnrolCode = () =>
  useApiMutation<{ sentTo: string }, void>({
    mutationFn: () => json<{ sentTo: string }>(api.auth.totp["enrol-code"].$post()),
    failure: false,
  });
