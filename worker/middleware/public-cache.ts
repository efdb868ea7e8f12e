import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { etagOf } from "../lib/response-memory";
import { PUBLIC_CACHE_CONTROL, responseKind } from "../lib/response-kinds";
import { edgeCache } from "./edge-cache";

/**
 * Public reads (GET, and HEAD with the same headers): served from the edge cache (./edge-cache.ts)
 * when no staff write happened since, with the cache policy of what they are (lib/response-kinds.ts)
 * and an ETag. A signed-in staff member may see more, so theirs are no-store. A request whose
 * If-None-Match names the ETag gets a 304 that carries every header its 200 would carry but the
 * body's own (RFC 9110 §15.4.5): a browser merges a 304's headers into its stored copy.
 */
export const publicCache = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  await edgeCache(c, next);
  if (c.res.status !== 200) return;
  const headers = c.res.headers;
  headers.append("Vary", "Cookie");
  const kind = responseKind(c.req.path);
  if (c.get("user")) headers.set("Cache-Control", "private, no-store");
  else if (!headers.has("Cache-Control") && kind !== "file") headers.set("Cache-Control", PUBLIC_CACHE_CONTROL[kind]);
  const etag = headers.get("ETag") ?? (await etagOf(await c.res.clone().arrayBuffer()));
  headers.set("ETag", etag);
  if (matches(c.req.header("If-None-Match"), etag)) await notModified(c);
});

/** The body's own headers, which a 304 (no body) does not carry. */
const BODY_HEADERS = ["Content-Length", "Content-Encoding", "Transfer-Encoding", "Content-Range"];

async function notModified(c: Context<AppEnv>) {
  const full = c.res;
  const headers = new Headers(full.headers);
  for (const name of BODY_HEADERS) headers.delete(name);
  await full.body?.cancel();
  // Assigning c.res merges the previous response's headers into the new one: clear it first.
  c.res = undefined;
  c.res = new Response(null, { status: 304, headers });
}

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): `*`, or any listed tag equal to ours, W/ ignored. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const ours = etag.replace(/^W\//, "");
  return (ifNoneMatch.match(/(W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, "") === ours);
}
