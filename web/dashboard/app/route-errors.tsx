import { Component, type ReactNode, Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { forgetFailedPages } from "./lazy-page";

type Props = { pathname: string; fallback: ReactNode; children: ReactNode };
type State = { error: boolean; pathname: string };

/** Shows `fallback` for an error thrown while rendering the page, until the next route change. */
class ErrorBoundary extends Component<Props, State> {
  state: State = { error: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { error: true };
  }

  // The next page gets a fresh chance (a chunk that failed to download is asked for again).
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: false, pathname: props.pathname };
  }

  componentDidCatch() {
    forgetFailedPages();
  }

  render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}

/**
 * A page's error screen (docs/product.md §2: "any routing error"): a page that throws while rendering,
 * or whose chunk fails to download, shows `fallback` in place of the page, inside its layout, so the
 * menus still work. The fallback's own chunk is fetched only then.
 */
export function PageErrors({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary pathname={pathname} fallback={<Suspense fallback={null}>{fallback}</Suspense>}>
      {children}
    </ErrorBoundary>
  );
}

/** The public routes' error screen, around the router's child route. */
export function RouteErrors({ fallback }: { fallback: ReactNode }) {
  return (
    <PageErrors fallback={fallback}>
      <Outlet />
    </PageErrors>
  );
}
