/**
 * What a response is decides its security headers and its default cache policy: here, and nowhere
 * else. The worker sets them on every answer it makes, whatever its status (200, 304, 206, 404, a
 * redirect, an error), after every other step, so no middleware that happened to run (or not) can
 * leave a page with the API's policy. Static assets get the same page headers from `_headers`,
 * which the build writes from this module (`assetHeadersFile`, vite.config.ts).
 */
export type ResponseKind = "page" | "data" | "file" | "build";

/** Headers every answer carries. */
const COMMON = {
  "X-Content-Type-Options": "nosniff",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Referrer-Policy": "strict-origin-when-cross-origin",
} as const;

/** What a public page may load: its own code, styles, fonts and images, the map's tiles and the embedded videos and maps. */
export const PAGE_CSP = [
  "default-src 'self'",
  // The page's Speculation Rules (web/index.html) are an inline JSON block: allowed as that alone.
  "script-src 'self' 'inline-speculation-rules'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.tile.openstreetmap.org https://i.ytimg.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src https://www.youtube.com https://www.youtube-nocookie.com https://www.google.com https://maps.google.com",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");

export const SECURITY_HEADERS: Record<ResponseKind, Readonly<Record<string, string>>> = {
  /** HTML a browser renders: the public pages, the shells, the language switch's redirect. */
  page: {
    ...COMMON,
    "Content-Security-Policy": PAGE_CSP,
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "X-Frame-Options": "DENY",
  },
  /** JSON of /api, robots.txt and sitemap.xml: read by programs, never rendered, so nothing may load from them. */
  data: {
    ...COMMON,
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    "X-Frame-Options": "DENY",
  },
  /** Uploaded files at /im: data, never documents that run: no scripts, no plugins, no same-origin. */
  file: {
    ...COMMON,
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  },
  /**
   * The hashed build files (/assets/*: scripts, styles, fonts, the build's images), served by the
   * assets server, never by the worker. A policy on a script, style or font does nothing (a page's
   * own policy governs what it loads and runs), and each of them costs its bytes on every one of
   * the forty-odd files a page loads: measured, about 0.7 KB a file, a fifth of a page's JavaScript
   * as transferred. So they carry what a subresource uses: no sniffing of their type.
   */
  build: { "X-Content-Type-Options": "nosniff" },
};

/** A public read's cache policy when its route set none (a route's own `no-store` always wins). */
export const PUBLIC_CACHE_CONTROL: Record<Exclude<ResponseKind, "file" | "build">, string> = {
  // Revalidated on every use: a page taken down or changed by staff is gone at the next visit,
  // and an unchanged one costs a 304 (middleware/public-cache.ts).
  page: "no-cache",
  data: "public, max-age=60, stale-while-revalidate=600",
};

const DATA_PATHS = new Set(["/robots.txt", "/sitemap.xml"]);

/** The Atom feeds (contract/feeds.ts: "/blog/feed.xml", "/bn/blog/feed.xml"); matched by name, as vite.config.ts reads this module without the rest of the worker. */
const FEED = /\/feed\.xml$/;

/** The kind of the worker's answer at `pathname`: every path the worker sees that is not /api, /im or a data file is a page. */
export function responseKind(pathname: string): Exclude<ResponseKind, "build"> {
  if (pathname === "/im" || pathname.startsWith("/im/")) return "file";
  if (pathname === "/api" || pathname.startsWith("/api/") || DATA_PATHS.has(pathname) || FEED.test(pathname)) return "data";
  return "page";
}

/** Hashed build files: never change under their name. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Workers static assets' `_headers` (the dashboard's shell, /login, the built files): the page
 * headers on every asset, except that the hashed build files keep only their own (`build`, the
 * rest detached with `! Name`) and the year-long cache. Written into the build.
 */
export function assetHeadersFile(): string {
  const lines = (headers: Readonly<Record<string, string>>) => Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`);
  const detached = Object.keys(SECURITY_HEADERS.page)
    .filter((name) => !(name in SECURITY_HEADERS.build))
    .map((name) => `  ! ${name}`);
  return ["/*", ...lines(SECURITY_HEADERS.page), "", "/assets/*", ...detached, ...lines({ "Cache-Control": IMMUTABLE }), ""].join("\n");
}
