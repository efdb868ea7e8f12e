import { type ComponentType, use } from "react";
import { importAgainAfterFailure } from "@/shared/lib/import-again";

export type PageModule = { Component: ComponentType };

export type LazyPage = {
  (): React.JSX.Element;
  /** Starts (or reuses) the chunk's download; resolves once the page renders without waiting. */
  preload(): Promise<PageModule>;
};

/**
 * A route's page as its own chunk. Unlike `React.lazy`, a page whose chunk is already here renders at
 * once: `use()` reads a promise marked fulfilled synchronously, so a page preloaded before hydration
 * (web/dashboard/boot.tsx) hydrates on the first pass, as the worker rendered it, instead of suspending first.
 * A chunk not yet here suspends; client-side navigations are transitions (React Router's
 * BrowserRouter), so the previous page stays on screen until it arrives. A failed download throws to
 * the route's error boundary (./route-errors.tsx), which forgets it, so the next visit asks again;
 * kept until then, so React's retry of the suspended render does not start a download after another.
 *
 * The promise is kept at module level. In the worker the server build is one module, so the import
 * resolves without I/O (nothing another request could wait on).
 */
/** Forgets the pages' failed downloads (called once the error screen shows): their next render asks again. */
const failed = new Set<() => void>();
export function forgetFailedPages() {
  for (const forget of failed) forget();
  failed.clear();
}

export function lazyPage(importer: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | undefined;
  const load = importAgainAfterFailure(importer);
  const preload = (): Promise<PageModule> => {
    if (loading) return loading;
    const p = load();
    loading = p;
    p.then(
      // The fields React's `use()` reads a settled promise by.
      (m) => Object.assign(p, { status: "fulfilled", value: m }),
      (err: unknown) => {
        Object.assign(p, { status: "rejected", reason: err });
        failed.add(() => loading === p && (loading = undefined));
      },
    );
    return p;
  };
  function Page() {
    const { Component } = use(preload());
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
