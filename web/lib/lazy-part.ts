import { useEffect, useSyncExternalStore } from "react";

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
  let retry: { url: string; attempt: number } | undefined;
  const listeners = new Set<Listener>();
  return {
    load(): Promise<T> {
      // After a failure, the same module again under a new query (see `failedChunk`).
      const next = retry && { ...retry, attempt: retry.attempt + 1 };
      pending ??= (next ? (import(/* @vite-ignore */ `${next.url}?retry=${next.attempt}`) as Promise<T>) : importer()).then(
        (loaded) => {
          value = loaded;
          retry = undefined;
          for (const l of listeners) l();
          return loaded;
        },
        (err: unknown) => {
          // A failed download (offline, a deploy in between) is tried again on the next press.
          pending = undefined;
          const url = failedChunk(err, location.origin);
          if (url) retry = { url, attempt: next?.attempt ?? 0 };
          throw err;
        },
      );
      return pending;
    },
    subscribe(l: Listener) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    peek: () => value,
  };
}

/**
 * The built script a failed `import()` names, when it is one of this site's (`/assets/*.js`). Some
 * browsers (Chromium 150) keep a failed module in their module map, so a second `import()` of the
 * same URL fails again without asking the network; the same file under a query is a new entry that
 * is fetched. Browsers that no longer keep failures (the HTML standard since whatwg/html#10327) say
 * the URL too, and fetch either way. The query names only the file itself: the modules it imports
 * resolve to their usual URLs, so the page keeps one React and one of every shared chunk.
 */
export function failedChunk(err: unknown, origin: string): string | undefined {
  const message = err instanceof Error ? err.message : String(err);
  const found = /(https?:\/\/[^\s"']+?\.js)(?:\?[^\s"']*)?(?=[\s"']|$)/.exec(message)?.[1];
  if (!found) return undefined;
  let url: URL;
  try {
    url = new URL(found);
  } catch {
    return undefined;
  }
  return url.origin === origin && /^\/assets\/[\w.-]+\.js$/.test(url.pathname) ? url.href : undefined;
}

export type LazyPart<T> = ReturnType<typeof lazyPart<T>>;

const whenIdle = (run: () => void) => {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
};

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
