import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from "react";
import { queryClient } from "@/lib/query-client";
import { subscribeToaster, toasterWanted } from "@/lib/toast";

const Toaster = lazy(() => import("@/components/toaster"));

/** The toaster, from the first toast on (web/lib/toast.ts). */
function Toasts() {
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * App-wide providers: data cache, toasts (loaded with the first one). The remembered
 * language is applied before the first render (web/main.tsx).
 * The worker's renderer passes its own per-request `client`; the browser uses the one shared cache.
 */
export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  // Marks the page interactive: a server-rendered page is visible before its handlers are attached.
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
  }, []);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
