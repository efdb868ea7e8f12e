import { matchRoutes, type RouteObject, useRoutes } from "react-router-dom";
import { paths, routePatterns } from "@/config/paths";
import { type LazyPage, lazyPage } from "./lazy-page";
import { RouteErrors } from "./route-errors";

/**
 * The app's route table, shared by the browser (web/boot.tsx) and the worker's renderer
 * (../entry-server.tsx). React Router in its declarative mode: the data router's loaders, actions and
 * fetchers are not used here, and leaving them out keeps about 16 KB (gzipped) out of every page's
 * JavaScript (docs/decisions.md). Every page is its own chunk, so a visitor downloads only the page
 * they open. /login and the dashboard (./routes/dashboard/app.tsx, its own route table inside) sit
 * outside the public layout and are never rendered on the server.
 *
 * `chunk`: the page module's name, so the worker can modulepreload a rendered page's chunks (vite.config.ts).
 */
type Page = { chunk: string; page: LazyPage };
const page = (chunk: string, load: Parameters<typeof lazyPage>[0]): Page => ({ chunk, page: lazyPage(load) });

const layout = page("layout", () => import("./routes/public/layout"));
const notFound = page("not-found", () => import("./routes/public/not-found"));

const publicPages: Array<Page & { path?: string; index?: true }> = [
  { index: true, ...page("home", () => import("./routes/public/home")) },
  { path: routePatterns.projects, ...page("projects", () => import("./routes/public/projects")) },
  { path: routePatterns.project, ...page("project-detail", () => import("./routes/public/project-detail")) },
  { path: routePatterns.about, ...page("about", () => import("./routes/public/about")) },
  { path: routePatterns.contact, ...page("contact", () => import("./routes/public/contact")) },
  { path: routePatterns.blog, ...page("blog", () => import("./routes/public/blog")) },
  { path: routePatterns.newsEvent, ...page("news-event", () => import("./routes/public/news-event")) },
  { path: routePatterns.coverage, ...page("coverage", () => import("./routes/public/coverage")) },
  { path: routePatterns.button, ...page("button-demo", () => import("./routes/public/button-demo")) },
  { path: routePatterns.contentDetail, ...page("content-detail", () => import("./routes/public/content-detail")) },
  { path: "*", ...notFound },
];

const login = page("login", () => import("./routes/auth/login"));
const dashboard = page("dashboard", () => import("./routes/dashboard/app"));

type AppRoute = RouteObject & { handle?: Page };
const route = (p: Page, at: { path?: string; index?: true }, children?: AppRoute[]): AppRoute =>
  ({ ...at, element: <p.page />, handle: p, children }) as AppRoute;

const routes: AppRoute[] = [
  route(layout, { path: "/" }, [
    { element: <RouteErrors fallback={<notFound.page />} />, children: publicPages.map(({ path, index, ...p }) => route(p, index ? { index } : { path })) },
  ]),
  route(login, { path: paths.login() }),
  // The dashboard matches its own screens (descendant routes), found on the first visit to it.
  route(dashboard, { path: `${paths.dashboard()}/*` }),
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** The pages a URL renders, outermost first: their chunks are what it needs before it can show. */
const pagesAt = (pathname: string): Page[] =>
  (matchRoutes(routes, pathname) ?? []).flatMap((m) => ((m.route as AppRoute).handle ? [(m.route as AppRoute).handle!] : []));

/** Loads the chunks of the pages at `pathname`, so they render (and hydrate) without suspending. */
export const preloadPages = (pathname: string) => Promise.all(pagesAt(pathname).map((p) => p.page.preload()));

/** The chunk names of the pages at `pathname` (the worker modulepreloads them). */
export const pageChunks = (pathname: string) => pagesAt(pathname).map((p) => p.chunk);
