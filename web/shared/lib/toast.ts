import { useEffect } from "react";
import type { ExternalToast } from "sonner";
import { SITE } from "@/shared/config/site";

/**
 * Toasts, with sonner loaded only when a screen can toast: a visitor who never opens a form never
 * downloads it (it was 8 KB gzipped of the public entry). `toast.success` / `toast.error` as sonner's.
 *
 * The first call (or `usePreparedToasts`) asks the app to mount the toaster (web/shared/components/toaster.tsx,
 * through `Toasts` in web/dashboard/app/provider.tsx) and a toast is shown once it is mounted. The state here
 * is browser-only: toasts are shown from event handlers, never while the worker renders a page.
 */
type Kind = "success" | "error";

let wanted = false;
const listeners = new Set<() => void>();
let waiting: (() => void)[] | null = [];

export function subscribeToaster(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toasterWanted = () => wanted;

/** Called by the toaster once it listens: the toasts asked for meanwhile are shown. */
export function toasterMounted() {
  const queued = waiting ?? [];
  waiting = null;
  for (const show of queued) show();
}

function want() {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

/** The longest a toast stays, paused or not: sonner pauses it while hovered or while the tab is hidden (issue 42). */
export const TOAST_MAX_MS = SITE.toastMs * 3;
const endings = new Map<string | number, ReturnType<typeof setTimeout>>();

function show(kind: Kind, message: string, options?: ExternalToast) {
  // The same words again replace the toast on screen rather than stack another ("Lead updated" five times, issue 42).
  const id = options?.id ?? `${kind}:${message}`;
  const run = () =>
    void import("sonner").then(({ toast }) => {
      toast[kind](message, { ...options, id });
      clearTimeout(endings.get(id));
      endings.set(
        id,
        setTimeout(() => {
          endings.delete(id);
          toast.dismiss(id);
        }, TOAST_MAX_MS),
      );
    });
  if (!waiting) return run();
  waiting.push(run);
  want();
}

/**
 * For a screen that toasts (the dashboard, the contact form): the toaster is mounted as it opens, so
 * its first toast shows at once rather than after sonner downloads. Pages that never toast never load it.
 */
export function usePreparedToasts() {
  useEffect(want, []);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
};
