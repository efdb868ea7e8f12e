import { startAuthentication } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import { ApiError } from "@/shared/lib/api-error";
import { json } from "@/shared/lib/fetch-json";
import { type SignedIn, signedIn } from "./login";

type RequestOptions = Parameters<typeof startAuthentication>[0]["optionsJSON"];

/**
 * Signs in with a passkey alone: no username, no password, no code (the passkey proves possession
 * and, verified by PIN or biometric, the person). Never counted against a username's failures.
 */
export function usePasskeyLogin() {
  const queryClient = useQueryClient();
  return useMutation<SignedIn, ApiError, void>({
    mutationFn: async () => {
      try {
        const optionsJSON = await json<RequestOptions>(api.auth.passkeys.login.options.$post());
        const response = await startAuthentication({ optionsJSON });
        return await json<SignedIn>(api.auth.passkeys.login.$post({ json: { response: response as never } }));
      } catch (err) {
        // A cancelled browser prompt is no server answer: say so plainly.
        if (err instanceof Error && err.name === "NotAllowedError") throw new ApiError(400, "The passkey prompt was closed or timed out.");
        throw ApiError.from(err);
      }
    },
    onSuccess: (answer) => signedIn(queryClient, answer),
  });
}
