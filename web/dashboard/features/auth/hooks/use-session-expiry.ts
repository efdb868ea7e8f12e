import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError } from "@/shared/lib/api-error";
import { authQuery } from "../api/check-auth";

/**
 * Any dashboard call answered 401 (the session expired, was revoked by a password reset or a
 * designation change) marks the user signed out; the dashboard guard then sends them to /login,
 * which brings them back to this page after signing in.
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const check = (err: unknown) => {
      if (err instanceof ApiError && err.isUnauthorized) queryClient.setQueryData(authQuery().queryKey, { isAuthenticated: false });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((e) => {
      if (e.type === "updated" && e.action.type === "error") check(e.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((e) => {
      if (e.type === "updated" && e.action.type === "error") check(e.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
