import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type CSSProperties, type ReactNode, useEffect } from "react";
import { Toaster } from "sonner";
import { SITE } from "@/config/site";
import { setLanguage, storedLanguage } from "@/i18n/index";
import { queryClient } from "@/lib/query-client";

/** sonner's rich success/error text is 4.3:1 on its tint; these darker shades pass WCAG AA (4.5:1). */
const TOAST_COLORS = { "--success-text": "#166534", "--error-text": "#b42318" } as CSSProperties;

/**
 * App-wide providers: data cache, toasts (top-right, 5 s, swipe to dismiss), the remembered language.
 * The worker's renderer passes its own per-request `client`; the browser uses the one shared cache.
 * The language switches after the first render, so a page rendered in English hydrates as rendered.
 */
export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  useEffect(() => {
    const lang = storedLanguage();
    if (lang !== "en") void setLanguage(lang);
  }, []);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster position="top-right" duration={SITE.toastMs} closeButton richColors swipeDirections={["right", "top"]} style={TOAST_COLORS} />
    </QueryClientProvider>
  );
}
