import { useMemo, useSyncExternalStore } from "react";
import { hrefOf, type Location, type NavigateOptions, type RouterImpl, type To } from "@/shared/lib/router";

const PREVIEW = /^\/preview(?=\/|$)/;

/**
 * The router the islands of a page see in the browser (web/site/islands.tsx; shared/lib/router.tsx): the page's
 * own location. A navigation to another path is a page load (the browser's own
 * navigation, prerendered by the Speculation Rules where it has taken the hint). One that changes
 * only the query or hash (the listing's filters, search, sort and category tabs) stays in the page:
 * the History API records it, every island reading the location re-renders, and Back and Forward
 * move through it, so typing in the listing's search never reloads the field under the caret.
 */
export function browserRouter(): { router: RouterImpl; navigate: (to: To, options?: NavigateOptions) => void } {
  // A staff preview shows the public page at /preview{path} (worker/routes/preview.ts): its islands see
  // the page's own path, as the worker rendered it, and its query changes stay in the preview.
  const base = PREVIEW.test(location.pathname) ? "/preview" : "";
  const read = (): Location => ({ pathname: location.pathname.replace(PREVIEW, "") || "/", search: location.search, hash: location.hash });
  let current = read();
  const listeners = new Set<() => void>();
  const moved = () => {
    const next = read();
    // Not a location this page made (no entry of its own leads there): load it.
    if (next.pathname !== current.pathname) return location.replace(hrefOf(next));
    if (next.search === current.search && next.hash === current.hash) return;
    current = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const snapshot = () => current;
  const navigate = (to: To, { replace = false }: NavigateOptions = {}) => {
    const url = new URL(hrefOf(to), location.href);
    if (url.origin !== location.origin || url.pathname !== current.pathname) return location[replace ? "replace" : "assign"](url.href);
    const href = `${base}${url.pathname}${url.search}${url.hash}`;
    // The same address again (a tab already chosen) adds no entry, as React Router's links do.
    const same = href === `${base}${hrefOf(current)}`;
    history[replace || same ? "replaceState" : "pushState"](null, "", href);
    moved();
  };
  addEventListener("popstate", moved);
  const useLocation = () => useSyncExternalStore(subscribe, snapshot, snapshot);
  const router: RouterImpl = {
    useLocation,
    useSearchParams: () => {
      const { search } = useLocation();
      const searchParams = useMemo(() => new URLSearchParams(search), [search]);
      return [searchParams, (next, options) => navigate({ pathname: current.pathname, search: new URLSearchParams(next).toString() }, options)];
    },
  };
  return { router, navigate };
}
