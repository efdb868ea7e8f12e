import { QueryClientProvider, useQueries, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "@/dashboard/lib/query-client";
import { QueriesFrom } from "@/shared/lib/query";
import { PageChrome } from "@/shared/app/page-chrome";

/**
 * The app's providers: the data cache, whose `useQuery` and `useQueries` the data hooks then call (shared/lib/query.ts), and
 * the page's chrome (toasts, readiness). The remembered language is applied before the first render
 * (web/dashboard/boot.tsx). The worker's renderer has none of it (web/entry-server.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <QueriesFrom useQuery={useQuery} useQueries={useQueries}>
        <PageChrome>{children}</PageChrome>
      </QueriesFrom>
    </QueryClientProvider>
  );
}
