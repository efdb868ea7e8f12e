import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type CSSProperties, type ReactNode, useEffect } from "react";
import { Toaster } from "sonner";
import { SITE } from "@/config/site";
import { queryClient } from "@/lib/query-client";

/** sonner's rich success/error text is 4.3:1 on its tint; these darker shades pass WCAG AA (4.5:1). */
const TOAST_COLORS = { "--success-text": "#166534", "--error-text": "#b42318" } as CSSProperties;

/**
 * App-wide providers: data cache, toasts (top-right, 5 s, swipe to dismiss). The remembered
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
      <Toaster position="top-right" duration={SITE.toastMs} closeButton richColors swipeDirections={["right", "top"]} style={TOAST_COLORS} />
    </QueryClientProvider>
  );
}
