import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { authQuery } from "./check-auth";

/**
 * POST /api/auth/logout, then forget everything cached for this user (docs/product.md §4: logout clears the
 * state). The caller navigates to /login; a failed call keeps the user where they are, with a toast.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useApiMutation<unknown, void>({
    mutationFn: () => json(api.auth.logout.$post()),
    failure: "Sign out failed. Please try again.",
    onSuccess: () => signedOut(queryClient),
  });
}

/** The local half of signing out, also used when the server already ended the session (a self reset). */
export function signedOut(queryClient: ReturnType<typeof useQueryClient>) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "auth" });
  queryClient.setQueryData(authQuery().queryKey, { isAuthenticated: false });
}
