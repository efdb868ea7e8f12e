import { useEffect, useSyncExternalStore } from "react";
import { importAgainAfterFailure } from "./import-again";
import { whenIdle } from "./when-idle";

type Listener = () => void;

/**
 * A piece of the public page whose code is needed only once someone uses it: the header's menus
 * (Radix dropdown and dialog with their positioning and focus code, about 25 KB gzipped) are left out
 * of the first screen's JavaScript. The code loads when the browser is idle after hydration, or at
 * once on the first press. Created at module level, but nothing loads in the worker's render (only
 * effects and event handlers call `load`), so no promise outlives a request there.
 */
export function lazyPart<T>(importer: () => Promise<T>) {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<Listener>();
  const download = importAgainAfterFailure(importer);
  const start = (): Promise<T> =>
    (pending ??= download().then(
      (loaded) => {
        value = loaded;
        for (const l of listeners) l();
        return loaded;
      },
      (err: unknown) => {
        // A failed download (offline, a deploy in between) is tried again on the next press.
        pending = undefined;
        throw err;
      },
    ));
  return {
    load(): Promise<T> {
      // A press while a download is already on its way (the hover's) waits for it; should that one
      // fail, the press tries once more rather than fail with it (a press that comes after a failure
      // starts a new download anyway).
      if (pending) return pending.catch(() => start());
      return start();
    },
    subscribe(l: Listener) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    peek: () => value,
  };
}

export type LazyPart<T> = ReturnType<typeof lazyPart<T>>;

/**
 * The part's module once loaded, else undefined. The worker's render and hydration always see
 * undefined, so the server's HTML (the light stand-in) matches; a later mount gets the module at once.
 * `preloadOn` is a media query: on screens it matches, the code loads when the browser is next idle.
 */
export function useLazyPart<T>(part: LazyPart<T>, preloadOn?: string): T | undefined {
  const loaded = useSyncExternalStore(part.subscribe, part.peek, () => undefined);
  useEffect(() => {
    if (!preloadOn || part.peek() || !window.matchMedia(preloadOn).matches) return;
    return whenIdle(() => void part.load().catch(() => undefined));
  }, [part, preloadOn]);
  return loaded;
}
