import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { PAGE_DATA_MS, within } from "../lib/content-version";
import { answer, keep } from "../lib/response-memory";
import { cookieName } from "./session";

/** How long the edge keeps one version's copy: the key changes on every write, so this only bounds memory. */
const EDGE_TTL_S = 3600;

/**
 * Public reads from the edge cache (Cache API), keyed by URL + content version (+ `cacheVariant`,
 * a page's language): a staff write bumps
 * the version in its own batch (lib/write.ts `commit`), so the next read misses and renders anew
 * (docs/decisions.md, "Edge cache and content version"). A request carrying a session cookie skips
 * the cache both ways: staff may see unapproved content. In front of it, the isolate's own copies
 * (lib/response-memory.ts). `Server-Timing` tells hit or miss, from which store, and the time spent
 * on the database (the version read included).
 */
export const edgeCache = createMiddleware<AppEnv>(async (c, next) => {
  const cache = c.var.cache;
  if (c.req.method !== "GET" || !cache || getCookie(c, cookieName(c.var.config.secureCookies))) {
    await next();
    timing(c, "bypass");
    return;
  }
  const read = await within(c.var.contentVersion.get(c.var.db), PAGE_DATA_MS).catch(() => null);
  if (!read) {
    // The database is unreachable or slow: let the route answer (its own error, or a page's shell).
    await next();
    timing(c, "bypass");
    return;
  }
  const { version, fromMemo } = read;
  const key = versionedKey(c.req.url, version, c.var.config.buildId, c.var.cacheVariant);
  const memory = c.var.responseMemory;
  // The runtime rewrites Accept-Encoding to what it can produce ("br, gzip") whatever the client sent;
  // what the client itself accepts is kept in `cf.clientAcceptEncoding` (Cloudflare and workerd).
  const cf = (c.req.raw as { cf?: { clientAcceptEncoding?: string } }).cf;
  const acceptEncoding = cf ? cf.clientAcceptEncoding : c.req.header("Accept-Encoding");
  const kept = memory.get(key.url, acceptEncoding);
  if (kept) {
    c.res = kept;
    timing(c, fromMemo ? "hit" : "hit-version-read", "memory");
    return;
  }
  const hit = await cache.match(key);
  if (hit) {
    const entry = await keep(hit, ["Cache-Control"]);
    memory.set(key.url, version, entry);
    c.res = answer(entry, acceptEncoding);
    timing(c, fromMemo ? "hit" : "hit-version-read", "cache-api");
    return;
  }
  await next();
  if (c.res.status === 200 && !c.res.headers.has("Set-Cookie") && !/no-store/.test(c.res.headers.get("Cache-Control") ?? "")) {
    // Read once: the ETag is computed here, stored with the copy, and never again on a hit.
    const entry = await keep(c.res);
    memory.set(key.url, version, entry);
    c.res = answer(entry, acceptEncoding);
    const stored = new Response(entry.body, { status: entry.status, headers: entry.headers });
    stored.headers.set("Cache-Control", `public, max-age=${EDGE_TTL_S}`);
    const put = cache.put(key, stored).catch((err: Error) => console.error("edge cache put failed:", err.message));
    waitUntil(c, put);
  }
  timing(c, "miss");
});

export function versionedKey(url: string, version: number, buildId = "", variant?: string): Request {
  const u = new URL(url);
  u.searchParams.set("__cv", String(version));
  if (buildId) u.searchParams.set("__build", buildId);
  if (variant) u.searchParams.set("__variant", variant);
  return new Request(u.toString(), { method: "GET" });
}

function timing(c: Context<AppEnv>, cache: string, from?: "memory" | "cache-api") {
  c.res.headers.append("Server-Timing", `cache;desc=${cache}${from ? `, store;desc=${from}` : ""}, db;dur=${c.var.dbTiming.ms}`);
}

/** Keeps the store alive after the answer in the worker; in tests (no execution context) awaits it. */
function waitUntil(c: Context<AppEnv>, p: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(p);
  } catch {
    void p;
  }
}
