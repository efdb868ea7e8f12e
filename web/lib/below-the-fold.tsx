import { type ComponentType, lazy, Suspense } from "react";

/**
 * A part of a public page below its first screen: in the worker's HTML like the rest (rendered with
 * everything else: the server build has one module), but its code is its own chunk, not preloaded
 * with the page. The browser hydrates the first screen without it; React leaves the part's server
 * HTML on screen, as it is, until its chunk has come, then hydrates it in place (selective hydration).
 * So the JavaScript a phone downloads and runs before the first screen works is the first screen's.
 *
 * On a client-side navigation the part appears once its chunk is loaded (it is usually cached by then).
 */
export function belowTheFold<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazy(load);
  function BelowTheFold(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return BelowTheFold;
}
