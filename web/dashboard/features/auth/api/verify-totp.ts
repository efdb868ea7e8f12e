import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import { ApiError } from "@/shared/lib/api-error";
import { json } from "@/shared/lib/fetch-json";
import { type SignedIn, signedIn } from "./login";

/**
 * POST /api/auth/totp/verify (JSON { code }): the second step of a sign-in, with a code from the
 * authenticator app or a recovery code. 401: wrong code, or the 5-minute step expired; 429: throttled.
 */
export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation<SignedIn, ApiError, { code: string }>({
    mutationFn: async (body) => {
      try {
        return await json<SignedIn>(api.auth.totp.verify.$post({ json: body }));
      } catch (err) {
        throw ApiError.from(err);
      }
    },
    onSuccess: (answer) => signedIn(queryClient, answer),
  });
}
