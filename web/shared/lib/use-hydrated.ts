import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * False in the worker's render and while the browser hydrates it, true from the next render on: for
 * what the HTML must not carry. A third-party iframe in the served page starts its own process and
 * network connection while the phone is still painting the first screen (Lighthouse counted a Google
 * Maps embed before the first paint of a project page); mounted after hydration, it still loads lazily.
 */
export function useHydrated() {
  return useSyncExternalStore(noop, () => true, () => false);
}
