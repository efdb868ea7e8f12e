import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import { ApiError } from "@/shared/lib/api-error";
import type { LoginBody, Profile, SecondFactorDue } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { authQuery } from "./check-auth";
import { profileQuery } from "./get-profile";

export type SignedIn = { isAuthenticated: true; user: Profile };
type LoginResponse = SignedIn | SecondFactorDue;

/**
 * POST /api/auth/login (JSON). The answer carries the profile, so the dashboard opens without
 * asking for it again; or, with a second factor due, `{ secondFactor }` and no session yet.
 * Failures surface as ApiError: 401 wrong credentials, 429 with Retry-After.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<LoginResponse, ApiError, LoginBody>({
    mutationFn: async (body) => {
      try {
        return await json<LoginResponse>(api.auth.login.$post({ json: body }));
      } catch (err) {
        throw ApiError.from(err);
      }
    },
    onSuccess: (answer) => {
      if ("user" in answer) signedIn(queryClient, answer);
    },
  });
}

/** The session has started (a password alone, or with its second factor): the login page moves on. */
export function signedIn(queryClient: ReturnType<typeof useQueryClient>, { user }: SignedIn) {
  // A different person may have used this browser before: nothing of theirs may linger.
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "auth" });
  queryClient.setQueryData(authQuery().queryKey, { isAuthenticated: true });
  queryClient.setQueryData(profileQuery().queryKey, user);
}
