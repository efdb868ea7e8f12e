/**
 * Every public page the worker renders, in one list: its path (Hono's pattern syntax, English; each
 * page answers under `/bn` in Bengali too: contract/language-path.ts), its page
 * module (`web/site/pages/<page>.tsx`) and the query parameters it reads (the rest are
 * ignored, and left out of its edge-cache key: middleware/public-cache.ts). The worker's routes (worker/routes/pages.ts), the
 * sitemap, wrangler.toml's `run_worker_first` and the browser tests are all checked against it
 * (tests/worker/public-pages.test.ts).
 */
export const PUBLIC_PAGES = [
  { path: "/", page: "home" },
  // web/site/features/projects/lib/url-state.ts reads these.
  { path: "/projects", page: "projects", query: ["category", "location", "search", "size", "available", "sort"] },
  // A flat (`unit`) and its EMI form (`loan`, `rate`, `years`): web/site/views/project-units.tsx.
  { path: "/projects/:uniId", page: "project-detail", query: ["unit", "loan", "rate", "years"] },
  { path: "/about", page: "about" },
  { path: "/contact", page: "contact" },
  { path: "/landowner", page: "landowner" },
  { path: "/blog", page: "blog" },
  { path: "/blog/:uniId", page: "content-detail" },
  { path: "/news-event", page: "news-event" },
  { path: "/news-event/:uniId", page: "content-detail" },
  { path: "/coverage", page: "coverage" },
  { path: "/coverage/:uniId", page: "content-detail" },
  // docs/product.md §2: the site's buttons on show; served like any page, not listed in the sitemap.
  { path: "/button", page: "button-demo", unlisted: true },
  // The buyer portal (issue 46; docs/product.md §11 "Buyer portal pages"): one buyer's own, so never
  // in the edge cache nor the sitemap (`private`: routes/pages.ts answers it private, no-store, noindex).
  // `email` and `error`: the sign-in's second step and its message after a form post (routes/my-forms.ts).
  { path: "/my", page: "my", query: ["email", "error"], unlisted: true, private: true },
  { path: "/my/bookings/:id", page: "my-booking", unlisted: true, private: true },
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The public API reads that take a query: the projects' search (worker/routes/projects.ts). */
const API_QUERY: Record<string, readonly string[]> = { "/api/projects": ["search"] };

/**
 * The query parameters the page (its path without its language) or public read at `pathname` reads,
 * in a fixed order; none for any other path.
 */
export function queryKeysOf(pathname: string): readonly string[] {
  // A page with a parameter (/projects/:uniId) reads a query too (issue 45's `?unit=`): matched by its pattern.
  const page = PUBLIC_PAGES.find((p) => p.path === pathname) ?? PUBLIC_PAGES.find((p) => p.path.includes(":") && paramsOf(p.path, pathname));
  return page && "query" in page ? page.query : (API_QUERY[pathname] ?? []);
}

/** The route params of `pathname` under the pattern `path` (a `:name` segment matches one segment), or null. */
function paramsOf(path: string, pathname: string): Record<string, string> | null {
  const parts = pathname.replace(/\/+$/, "").split("/");
  const pattern = path.replace(/\/+$/, "").split("/");
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  const fits = pattern.every((seg, i) => {
    if (!seg.startsWith(":")) return seg === parts[i];
    if (!parts[i]) return false;
    params[seg.slice(1)] = decodeURIComponent(parts[i]!);
    return true;
  });
  return fits ? params : null;
}

/**
 * The registry page a path shows and its route params (a `:name` segment matches one segment), or
 * null: the worker's renderer picks the page component by it (web/entry-server.tsx).
 */
export function matchPublicPage(pathname: string): { page: PublicPage["page"]; params: Record<string, string> } | null {
  for (const { path, page } of PUBLIC_PAGES) {
    const params = paramsOf(path, pathname);
    if (params) return { page, params };
  }
  return null;
}

/** A page of one signed-in buyer (the portal's): rendered per request, never kept by a cache (routes/pages.ts). */
export const isPrivatePage = (page: PublicPage): boolean => "private" in page && page.private;

/** The pages whose path has no parameter: the sitemap lists each, but an unlisted one. */
export const STATIC_PAGE_PATHS = PUBLIC_PAGES.filter((p) => !p.path.includes(":") && !("unlisted" in p)).map((p) => p.path);

/**
 * What the browser app (web/dashboard/boot.tsx) answers: the built files (static assets, served before the
 * worker), and the sign-in page and the dashboard, whose shell the worker serves (routes/pages.ts).
 * Every other address is the worker's own: the API, uploads, crawler files, the language switch,
 * previews and every public page, and the not-found page for an unknown one.
 */
export const APP_PATHS = ["/assets/*", "/login", "/dashboard", "/dashboard/*"];

/**
 * The shell's own name: the only built file served by the worker first (wrangler.toml
 * `run_worker_first`). With `html_handling = "none"` no other address maps to it, and every address
 * that is no built file reaches the worker, a missing built file included.
 */
export const SHELL_FILE = "/index.html";
export const runWorkerFirst = (): string[] => [SHELL_FILE];

/** The first path segments a visitor may type with other capitals: the pages' and the sign-in page's. */
const CASED_SEGMENTS = new Set([...PUBLIC_PAGES.map((p) => p.path.split("/")[1]!).filter(Boolean), "login"]);

/**
 * A public path typed with the wrong capitals ("/News-Event", "/CONTACT/") has one canonical spelling;
 * this returns it (first segment lower-cased, the rest kept: ids are case-sensitive), or null when the
 * path is already canonical or names no page. The worker redirects to it (docs/decisions.md).
 */
export function canonicalPath(pathname: string): string | null {
  const [, first = "", ...rest] = pathname.split("/");
  const lower = first.toLowerCase();
  if (lower === first || !CASED_SEGMENTS.has(lower)) return null;
  return ["", lower, ...rest].join("/");
}
