import { BENGALI_PREFIX } from "./language-path";

/**
 * Every public page the worker renders, in one list: its path (Hono's pattern syntax, English; each
 * page answers under `/bn` in Bengali too: contract/language-path.ts), its page
 * module (`web/app/routes/public/<page>.tsx`) and the query parameters it reads (the rest are
 * ignored, and left out of its edge-cache key: middleware/edge-cache.ts). The worker's routes (worker/routes/pages.ts), the
 * sitemap, wrangler.toml's `run_worker_first` and the browser tests are all checked against it
 * (tests/worker/public-pages.test.ts).
 */
export const PUBLIC_PAGES = [
  { path: "/", page: "home" },
  // web/features/projects/lib/url-state.ts reads these.
  { path: "/projects", page: "projects", query: ["category", "location", "search", "size", "sort"] },
  { path: "/projects/:uniId", page: "project-detail" },
  { path: "/about", page: "about" },
  { path: "/contact", page: "contact" },
  { path: "/landowner", page: "landowner" },
  { path: "/blog", page: "blog" },
  { path: "/blog/:uniId", page: "content-detail" },
  { path: "/news-event", page: "news-event" },
  { path: "/news-event/:uniId", page: "content-detail" },
  { path: "/coverage", page: "coverage" },
  { path: "/coverage/:uniId", page: "content-detail" },
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The public API reads that take a query: the projects' search (worker/routes/projects.ts). */
const API_QUERY: Record<string, readonly string[]> = { "/api/projects": ["search"] };

/**
 * The query parameters the page (its path without its language) or public read at `pathname` reads,
 * in a fixed order; none for any other path.
 */
export function queryKeysOf(pathname: string): readonly string[] {
  const page = PUBLIC_PAGES.find((p) => p.path === pathname);
  return page && "query" in page ? page.query : (API_QUERY[pathname] ?? []);
}

/**
 * The registry page a path shows and its route params (a `:name` segment matches one segment), or
 * null: the worker's renderer picks the page component by it (web/entry-server.tsx).
 */
export function matchPublicPage(pathname: string): { page: PublicPage["page"]; params: Record<string, string> } | null {
  const parts = pathname.replace(/\/+$/, "").split("/");
  for (const { path, page } of PUBLIC_PAGES) {
    const pattern = path.replace(/\/+$/, "").split("/");
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((seg, i) => {
      if (!seg.startsWith(":")) return seg === parts[i];
      if (!parts[i]) return false;
      params[seg.slice(1)] = decodeURIComponent(parts[i]!);
      return true;
    });
    if (fits) return { page, params };
  }
  return null;
}

/** The pages whose path has no parameter: the sitemap lists each. */
export const STATIC_PAGE_PATHS = PUBLIC_PAGES.map((p) => p.path).filter((path) => !path.includes(":"));

/** What else the worker answers before the static assets: the API, uploaded files, crawler files, the language switch, the staff's previews. */
const OTHER_WORKER_PATHS = ["/api/*", "/im/*", "/robots.txt", "/sitemap.xml", "/language", "/preview", "/preview/*"];

/**
 * wrangler.toml's `run_worker_first`: every path above, in English and under `/bn`, a page with a
 * parameter as its prefix's wildcard (the worker answers deeper paths under it too).
 */
export function runWorkerFirst(): string[] {
  const pages = PUBLIC_PAGES.map((p) => p.path.replace(/\/:[^/]+$/, "/*"));
  const bengali = pages.map((path) => (path === "/" ? BENGALI_PREFIX : `${BENGALI_PREFIX}${path}`));
  return [...new Set([...OTHER_WORKER_PATHS, ...pages, ...bengali])];
}
