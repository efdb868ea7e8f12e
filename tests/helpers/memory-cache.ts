/**
 * The part of the Cache API the worker uses (match, put), in memory: Node has no caches.default.
 * Stores bodies as bytes so a hit can be read any number of times, like the real cache.
 */
export function createMemoryCache() {
  const store = new Map<string, { body: ArrayBuffer; status: number; headers: [string, string][] }>();
  const keyOf = (req: RequestInfo | URL) => (typeof req === "string" ? req : req instanceof URL ? req.href : req.url);
  const cache = {
    async match(req: RequestInfo | URL) {
      const hit = store.get(keyOf(req));
      // As Cloudflare's cache (and miniflare's) answer a hit: with its own status and age headers.
      return hit ? new Response(hit.body.slice(0), { status: hit.status, headers: [...hit.headers, ["CF-Cache-Status", "HIT"], ["Age", "3"]] }) : undefined;
    },
    async put(req: RequestInfo | URL, res: Response) {
      store.set(keyOf(req), { body: await res.arrayBuffer(), status: res.status, headers: [...res.headers] });
    },
    async delete(req: RequestInfo | URL) {
      return store.delete(keyOf(req));
    },
  };
  return { cache: cache as unknown as Cache, keys: () => [...store.keys()] };
}
