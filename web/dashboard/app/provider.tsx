import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "@/dashboard/lib/query-client";
import { PageChrome } from "@/shared/app/page-chrome";

/**
 * The app's providers: the data cache (react-query, which the dashboard's data hooks call directly), and
 * the page's chrome (toasts, readiness). The remembered language is applied before the first render
 * (web/dashboard/boot.tsx). The worker's renderer has none of it (web/entry-server.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageChrome>{children}</PageChrome>
    </QueryClientProvider>
  );
}
