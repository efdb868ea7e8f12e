import { QueryClient } from "@tanstack/react-query";

/** Public content changes rarely: keep it fresh for a minute and do not refetch on every focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, gcTime: 10 * 60_000, refetchOnWindowFocus: false, retry: 1 },
  },
});
