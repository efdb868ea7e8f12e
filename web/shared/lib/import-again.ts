/**
 * `importer` (a chunk's `() => import("./x")`), asked for again after a failure under a new query when
 * the browser named the file (`failedChunk`). In the worker's render the importer only resolves (one
 * bundle, no fetch), so the retry path is the browser's. The state is plain data, never a promise.
 */
export function importAgainAfterFailure<T>(importer: () => Promise<T>): () => Promise<T> {
  let retry: { url: string; attempt: number } | undefined;
  return () => {
    const next = retry && { url: retry.url, attempt: retry.attempt + 1 };
    const attempt = next ? (import(/* @vite-ignore */ `${next.url}?retry=${next.attempt}`) as Promise<T>) : importer();
    return attempt.then(
      (loaded) => {
        retry = undefined;
        return loaded;
      },
      (err: unknown) => {
        const url = typeof location === "undefined" ? undefined : failedChunk(err, location.origin);
        if (url) retry = { url, attempt: next?.attempt ?? 0 };
        throw err;
      },
    );
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
