import { type ComponentType, lazy, Suspense } from "react";

type Module<P> = { default: ComponentType<P> };

/** Every part's loader: the worker's renderer loads them all before it renders (`loadBelowTheFold`). */
const parts: Array<() => Promise<unknown>> = [];

/**
 * A part of a public page below its first screen: in the worker's HTML like the rest, but its code
 * is its own chunk, not preloaded with the page. The browser hydrates the first screen without it;
 * React leaves the part's server HTML on screen, as it is, until its chunk has come, then hydrates it
 * in place (selective hydration). So the JavaScript a phone downloads and runs before the first
 * screen works is the first screen's.
 *
 * On a client-side navigation the part appears once its chunk is loaded (it is usually cached by then).
 */
export function belowTheFold<P extends object>(load: () => Promise<Module<P>>) {
  const Part = lazy(load);
  let loaded: Module<P> | undefined;
  parts.push(() => load().then((m) => (loaded = m)));
  function BelowTheFold(props: P) {
    // Loaded (always, in the worker): rendered at once, so the page renders in one pass, inside the
    // same boundary the browser's lazy part hydrates into.
    return <Suspense fallback={null}>{loaded ? <loaded.default {...props} /> : <Part {...props} />}</Suspense>;
  }
  return BelowTheFold;
}

/** Loads every below-the-fold part declared so far (the worker's renderer, before it renders). */
export const loadBelowTheFold = () => Promise.all(parts.map((load) => load()));
