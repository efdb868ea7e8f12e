import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { PAGE_DATA_MS, within } from "../lib/content-version";
import { cookieName } from "./session";

/** How long the edge keeps one version's copy: the key changes on every write, so this only bounds memory. */
const EDGE_TTL_S = 3600;

/**
 * Public reads from the edge cache (Cache API), keyed by URL + content version: a staff write bumps
 * the version in its own batch (lib/write.ts `commit`), so the next read misses and renders anew
 * (docs/decisions.md, "Edge cache and content version"). A request carrying a session cookie skips
 * the cache both ways: staff may see unapproved content. `Server-Timing` tells hit or miss and the
 * time spent on the database (the version read included).
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
  const key = versionedKey(c.req.url, version, c.var.config.buildId);
  const hit = await cache.match(key);
  if (hit) {
    const res = new Response(hit.body, hit);
    res.headers.delete("Cache-Control");
    c.res = res;
    timing(c, fromMemo ? "hit" : "hit-version-read");
    return;
  }
  await next();
  if (c.res.status === 200 && !c.res.headers.has("Set-Cookie") && !/no-store/.test(c.res.headers.get("Cache-Control") ?? "")) {
    const copy = c.res.clone();
    const stored = new Response(copy.body, copy);
    stored.headers.set("Cache-Control", `public, max-age=${EDGE_TTL_S}`);
    const put = cache.put(key, stored).catch((err: Error) => console.error("edge cache put failed:", err.message));
    waitUntil(c, put);
  }
  timing(c, "miss");
});

export function versionedKey(url: string, version: number, buildId = ""): Request {
  const u = new URL(url);
  u.searchParams.set("__cv", String(version));
  if (buildId) u.searchParams.set("__build", buildId);
  return new Request(u.toString(), { method: "GET" });
}

function timing(c: Context<AppEnv>, cache: string) {
  c.res.headers.append("Server-Timing", `cache;desc=${cache}, db;dur=${c.var.dbTiming.ms}`);
}

/** Keeps the store alive after the answer in the worker; in tests (no execution context) awaits it. */
function waitUntil(c: Context<AppEnv>, p: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(p);
  } catch {
    void p;
  }
}
