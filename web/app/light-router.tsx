import { useMemo, useSyncExternalStore } from "react";
import { PageErrors } from "./route-errors";
import { notFound, type Page } from "./pages";
import type { LightPage } from "./rendered-state";
import { hrefOf, type Location, type NavigateOptions, type RouterImpl, type To } from "../lib/router";

type Leave = (to: string, options?: NavigateOptions) => void;
type LightRouter = {
  router: RouterImpl;
  navigate: (to: To, options?: NavigateOptions) => void;
  /** A path the page shows itself (only its query or hash differ): the link listener hands it these alone. */
  staysInPage: (path: string) => boolean;
};

/**
 * The router of a page that hydrates without the app (light.tsx; lib/router.tsx): the page's own
 * location and params. A navigation to another path leaves the page (`leave`: a page load). One that changes only the
 * query or hash (the listing's filters, search and sort, its category tabs) stays in the page, as
 * React Router keeps it: the History API records it, the location every component reads changes, and
 * Back and Forward move through it. So typing in the listing's search never re-creates the field
 * under the caret, and the listing needs no router code to filter (docs/decisions.md, "Pages that
 * hydrate without the app"). Returns the router and its navigate (for the link listener).
 */
export function lightRouter(page: Page, light: LightPage, leave: Leave): LightRouter {
  const read = (): Location => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });
  let current = read();
  const listeners = new Set<() => void>();
  const moved = () => {
    const next = read();
    if (next.pathname !== current.pathname) {
      // Not a page this one can show (no history entry it made leads there): load it.
      leave(`${next.pathname}${next.search}${next.hash}`, { replace: true });
      return;
    }
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
    const url = new URL(hrefOf(to), window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== current.pathname) return leave(hrefOf(to), { replace });
    const href = `${url.pathname}${url.search}${url.hash}`;
    // The same address again (a tab already chosen) adds no entry, as React Router's links do.
    const same = href === `${current.pathname}${current.search}${current.hash}`;
    history[replace || same ? "replaceState" : "pushState"](null, "", href);
    moved();
  };
  addEventListener("popstate", moved);

  // One element, made once, as React Router's outlet is: when the layout re-renders (the language
  // switched, the query changed), React then leaves the page element alone, and a part still waiting
  // for its code to hydrate (lib/below-the-fold.tsx) is not told to render anew over its served HTML.
  const outlet = (
    <PageErrors fallback={<notFound.page />}>
      <page.page />
    </PageErrors>
  );
  const useLocation = () => useSyncExternalStore(subscribe, snapshot, snapshot);
  const router: RouterImpl = {
    useLocation,
    useParams: () => light.params,
    useNavigate: () => navigate,
    useSearchParams: () => {
      const { search } = useLocation();
      const params = useMemo(() => new URLSearchParams(search), [search]);
      return [params, (next, options) => navigate({ pathname: current.pathname, search: new URLSearchParams(next).toString() }, options)];
    },
    Outlet: () => outlet,
  };
  const staysInPage = (path: string) => new URL(path, window.location.href).pathname === current.pathname;
  return { router, navigate, staysInPage };
}

