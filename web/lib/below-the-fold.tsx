import { type ComponentType, lazy } from "react";
import { HydrateWhenNear } from "./hydrate-when-near";

type Module<P> = { default: ComponentType<P> };

/** Every part's loader: the worker's renderer loads them all before it renders (`loadBelowTheFold`). */
const parts: Array<() => Promise<unknown>> = [];

/**
 * A part of a public page below its first screen, with its code in its own chunk. The worker renders
 * it with the rest of the page. The browser leaves its served HTML on screen, as it is, and downloads
 * and hydrates it only when it must (lib/hydrate-when-near.tsx): an interactive part (`until:
 * "near"`) as it nears the viewport or is pressed, a part with nothing to do in the browser (`until:
 * "language"`: text, pictures, plain links) only if the visitor switches the language. So a phone
 * downloads and runs the code of the first screen and of what it interacts with, not of the page.
 *
 * Under the app (a client-side navigation, the dashboard's previews) the part renders at once.
 */
export function belowTheFold<P extends object>(load: () => Promise<Module<P>>, until: "near" | "language" = "near") {
  const Part = lazy(load);
  let loaded: Module<P> | undefined;
  parts.push(() => load().then((m) => (loaded = m)));
  function BelowTheFold(props: P) {
    // Loaded (always, in the worker): rendered at once, so the page renders in one pass. In the
    // browser the lazy part suspends inside the gate's own boundary, so the part counts as hydrated
    // (and a click held for it is given to it) only once its code is in and React has hydrated it.
    return <HydrateWhenNear until={until}>{loaded ? <loaded.default {...props} /> : <Part {...props} />}</HydrateWhenNear>;
  }
  return BelowTheFold;
}

/** Loads every below-the-fold part declared so far (the worker's renderer, before it renders). */
export const loadBelowTheFold = () => Promise.all(parts.map((load) => load()));
