import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from "react";
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
 * What every page has, whether the app runs it (app/provider.tsx) or it hydrated without the app
 * (light.tsx): the toasts, and `<html data-ready>` once it is interactive (a page the worker rendered
 * is visible before its handlers are attached).
 */
export function PageChrome({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
  }, []);
  return (
    <>
      {children}
      <Toasts />
    </>
  );
}
