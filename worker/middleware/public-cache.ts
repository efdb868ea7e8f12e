import type { Context, Next } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { splitLanguage } from "../contract/language-path";
import { queryKeysOf } from "../contract/public-pages";
import type { AppEnv } from "../env";
import { PAGE_DATA_MS, within } from "../lib/content-version";
import { answer, etagOf, keep } from "../lib/response-memory";
import { PUBLIC_CACHE_CONTROL, responseKind } from "../lib/response-kinds";
import { cookieName } from "./session";

/** A render slower than this (a slow database, a busy CPU) is aborted: the page answers 503 (routes/pages.ts). */
export const RENDER_MS = 3_000;

/**
 * Public reads (GET, and HEAD with the same headers): served from the edge cache (`edgeCache` below)
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

/** How long the edge keeps one version's copy: the key changes on every write, so this only bounds memory. */
const EDGE_TTL_S = 3600;

/**
 * Public reads from the edge cache (Cache API), keyed by URL + content version alone (a page's
 * language is in its URL, `/bn`: no cookie varies a copy): a staff write bumps
 * the version in its own batch (lib/write.ts `commit`), so the next read misses and renders anew
 * (docs/decisions.md, "Edge cache and content version"). A request carrying a session cookie skips
 * the cache both ways: staff may see unapproved content. In front of it, the isolate's own copies
 * (lib/response-memory.ts). `Server-Timing` tells hit or miss, from which store, and the time spent
 * on the database (the version read included).
 */
const edgeCache = async (c: Context<AppEnv>, next: Next) => {
  // c.get, not c.var: Hono builds a new object of every variable on each `c.var` read, and this
  // runs on every public read (the common case is a copy in memory, a few microseconds of work).
  const cache = c.get("cache");
  const config = c.get("config");
  // HEAD runs the GET route (Hono drops the body): the same copy answers it.
  const read = c.req.method === "GET" || c.req.method === "HEAD";
  if (!read || !cache || getCookie(c, cookieName(config.secureCookies))) {
    await next();
    timing(c, "bypass");
    return;
  }
  const memo = c.get("contentVersion");
  const known = memo.peek();
  if (known?.refresh) {
    const db = c.get("db");
    waitUntil(c, memo.refresh(db, c.get("now")()).catch((err: Error) => console.error("content version read failed:", err.message)));
  }
  const versionRead = known ? { version: known.version, fromMemo: true } : await within(memo.get(c.get("db"), c.get("now")()), PAGE_DATA_MS).catch(() => null);
  const url = readUrl(c.req.url, config.buildId);
  const memory = c.get("responseMemory");
  // The runtime rewrites Accept-Encoding to what it can produce ("br, gzip") whatever the client sent;
  // what the client itself accepts is kept in `cf.clientAcceptEncoding` (Cloudflare and workerd).
  const cf = (c.req.raw as { cf?: { clientAcceptEncoding?: string } }).cf;
  const acceptEncoding = cf ? cf.clientAcceptEncoding : c.req.header("Accept-Encoding");
  // A stale copy is never older than the last take-down this isolate knows of (an item unpublished,
  // withdrawn or deleted since: lib/content-version.ts), nor made before a schedule boundary passed
  // since (an item's unpublishAt, even with the database down): it might show that item.
  const usable = (key: string, version: number) => {
    const mark = memo.scheduleMark(c.get("now")());
    return version >= memo.takedown() && key === versioned(url, version, mark ? `s-${mark}` : undefined);
  };
  if (!versionRead) {
    // The database is unreachable or slow: this isolate's last copy of the read, however old
    // (stale-if-error, RFC 5861), else the route's own answer (its error, or a page's try-again).
    const stale = memory.last(url, acceptEncoding, usable);
    if (stale) c.res = stale;
    else await next();
    timing(c, stale ? "stale" : "bypass", stale ? "memory" : undefined);
    return;
  }
  const { version, fromMemo } = versionRead;
  // A scheduled item's boundary starts fresh copies at once (issue 32; lib/content-version.ts).
  const mark = memo.scheduleMark(c.get("now")());
  const keyUrl = versioned(url, version, mark ? `s-${mark}` : undefined);
  const kept = memory.get(url, keyUrl, acceptEncoding);
  if (kept) {
    c.res = kept;
    timing(c, fromMemo ? "hit" : "hit-version-read", "memory");
    return;
  }
  const key = new Request(keyUrl, { method: "GET" });
  const hit = await cache.match(key);
  // A page another request is rendering, or every render slot taken (a crowd on a cold cache): its copy, once kept.
  const page = !hit && responseKind(c.req.path) === "page";
  const rendered = page ? await whileRendersBusy(keyUrl, () => memory.get(url, keyUrl, acceptEncoding)) : null;
  if (rendered) {
    c.res = rendered;
    timing(c, "hit-after-wait", "memory");
    return;
  }
  if (hit) {
    // The cache's own headers (its ttl, the hit, the age) describe that read, not the copy kept here.
    const entry = await keep(hit, ["Cache-Control", "Age", "CF-Cache-Status"]);
    memory.set(url, keyUrl, version, entry);
    c.res = answer(entry, acceptEncoding);
    timing(c, fromMemo ? "hit" : "hit-version-read", "cache-api");
    return;
  }
  // Released once the copy is kept (or none will be): the requests waiting for it then find it.
  const release = page ? claimRender(keyUrl) : undefined;
  try {
    await next();
    if (c.res.status === 200 && !c.res.headers.has("Set-Cookie") && !/no-store/.test(c.res.headers.get("Cache-Control") ?? "")) {
      // Read once: the ETag is computed here, stored with the copy, and never again on a hit.
      const entry = await keep(c.res);
      memory.set(url, keyUrl, version, entry);
      c.res = answer(entry, acceptEncoding);
      const stored = new Response(entry.body, { status: entry.status, headers: entry.headers });
      stored.headers.set("Cache-Control", `public, max-age=${EDGE_TTL_S}`);
      const put = cache.put(key, stored).catch((err: Error) => console.error("edge cache put failed:", err.message));
      waitUntil(c, put);
    }
  } finally {
    release?.();
  }
  // Not made now (the database or the render too slow under a crowd, or failing): the answer this
  // isolate last kept for it, of an older version, rather than an error (stale-if-error).
  const stale = c.res.status >= 500 ? memory.last(url, acceptEncoding, usable) : null;
  if (stale) {
    await c.res.body?.cancel();
    // Assigning c.res merges the previous response's headers (the error's no-store) into the new one: clear it first.
    c.res = undefined;
    c.res = stale;
  }
  timing(c, stale ? "stale" : "miss", stale ? "memory" : undefined);
};

/**
 * A public read's URL as its copies are keyed: only the query parameters the page reads, in a fixed
 * order (`?r=<random>` or a campaign tag would otherwise miss every time, each costing a database
 * read and a render), and the build.
 */
function readUrl(url: string, buildId: string | undefined): string {
  const query = url.indexOf("?");
  const hash = url.indexOf("#");
  const end = hash < 0 ? url.length : hash;
  const base = query < 0 || query > end ? url.slice(0, end) : url.slice(0, query);
  const kept = new URLSearchParams();
  if (base.length < end) {
    const params = new URLSearchParams(url.slice(query + 1, end));
    for (const key of queryKeysOf(splitLanguage(new URL(base).pathname).path)) for (const value of params.getAll(key)) kept.append(key, value);
  }
  if (buildId) kept.append("__build", buildId);
  const read = kept.toString();
  return read ? `${base}?${read}` : base;
}

/** The key of a read's copies, in the Cache API and the isolate: its URL with the content version (and the schedule's variant). */
const versioned = (url: string, version: number, variant: string | undefined) =>
  `${url}${url.includes("?") ? "&" : "?"}__cv=${version}${variant ? `&__variant=${encodeURIComponent(variant)}` : ""}`;

function timing(c: Context<AppEnv>, cache: string, from?: "memory" | "cache-api") {
  c.res.headers.append("Server-Timing", `cache;desc=${cache}${from ? `, store;desc=${from}` : ""}, db;dur=${c.get("dbTiming").ms}`);
}

/** Keeps the store alive after the answer in the worker; in tests (no execution context) awaits it. */
function waitUntil(c: Context<AppEnv>, p: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(p);
  } catch {
    void p;
  }
}

/**
 * Which pages (edge-cache keys) this isolate is making, since when, and the most it makes at once:
 * a page is being made from its claim (`claimRender`) until its copy is kept, its data loaded and its
 * render done in between. Plain numbers and strings, not a queue or a promise (nothing that holds I/O
 * is shared across requests). A cold cache under a crowd (every request a miss) would otherwise start
 * a page per request, each slower than the last, all on the same CPU, until none finished within its
 * deadline and none was kept. So a page request waits (`whileRendersBusy`) while its own page is being
 * made, or while every slot is taken, for the copy that one keeps; it makes the page once neither
 * holds. It always gets the full page. A claim older than twice the deadline is forgotten: a request
 * the runtime cancelled never ran its `finally`.
 */
const rendering = new Map<string, number>();
const MAX_RENDERS = 2;
const SLOT_POLL_MS = 20;

function busy(key: string, now: number) {
  for (const [k, at] of rendering) if (now - at > 2 * RENDER_MS) rendering.delete(k);
  return rendering.has(key) || rendering.size >= MAX_RENDERS;
}

/**
 * While the page `key` is being rendered by another request, or this isolate's renders are all
 * taken, looks every few milliseconds for what `ready` finds (the isolate's copy of the page), for at
 * most `maxMs`. Returns it, or null: the caller then renders, holding `claimRender(key)` meanwhile.
 */
async function whileRendersBusy<T>(key: string, ready: () => T | null, maxMs = 2 * RENDER_MS): Promise<T | null> {
  const until = Date.now() + maxMs;
  while (busy(key, Date.now()) && Date.now() < until) {
    const found = ready();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, SLOT_POLL_MS));
  }
  return ready();
}

/** Marks the page `key` as being rendered by this request; the returned function ends that. */
function claimRender(key: string): () => void {
  const at = Date.now();
  rendering.set(key, at);
  return () => {
    if (rendering.get(key) === at) rendering.delete(key);
  };
}
