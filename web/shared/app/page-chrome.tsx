import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from "react";
import { subscribeToaster, toasterWanted } from "@/shared/lib/toast";

const Toaster = lazy(() => import("@/shared/components/toaster"));

/** The toaster, from the first toast on (web/shared/lib/toast.ts). */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * What every page the app runs has (dashboard/app/provider.tsx): the toasts, and `<html data-ready>` once it
 * is interactive. A page the worker rendered gets both from web/site/islands.tsx.
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
