import { etag } from "hono/etag";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { edgeCache } from "./edge-cache";

const withEtag = etag();

/**
 * Public reads: served from the edge cache (./edge-cache.ts) when no staff write happened since,
 * with an ETag (304 on If-None-Match) and a short shared cache, so phones on slow links and the
 * edge can reuse them. A signed-in staff member may see more, so theirs are no-store.
 */
export const publicCache = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "GET") return next();
  await withEtag(c, async () => {
    await edgeCache(c, next);
  });
  if (c.res.status !== 200 && c.res.status !== 304) return;
  c.res.headers.append("Vary", "Cookie");
  if (c.get("user")) c.res.headers.set("Cache-Control", "private, no-store");
  else if (!c.res.headers.has("Cache-Control")) {
    c.res.headers.set("Cache-Control", "public, max-age=60, stale-while-revalidate=600");
  }
});
