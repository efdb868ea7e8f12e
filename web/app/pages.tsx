import { routePatterns } from "@/config/paths";
import { type LazyPage, lazyPage } from "./lazy-page";

/**
 * The app's pages, each its own chunk (a visitor downloads only the pages they open), router-free:
 * the app's route table (./routes.tsx) is built from it. `chunk`: the page module's name, by which the worker modulepreloads a rendered
 * page's chunks (vite.config.ts) and names the page it rendered to the browser. /login and the
 * dashboard are never rendered by the worker: its renderer is built without them.
 */
export type Page = { chunk: string; page: LazyPage };
const page = (chunk: string, load: Parameters<typeof lazyPage>[0]): Page => ({
  chunk,
  page: lazyPage(load),
});

export const layout = page("layout", () => import("./routes/public/layout"));
export const notFound = page("not-found", () => import("./routes/public/not-found"));

/** The public pages in the router's order; no path is the index (home); "*" is the error screen. */
export const publicPages: Array<Page & { path?: string; index?: true }> = [
  { index: true, ...page("home", () => import("./routes/public/home")) },
  { path: routePatterns.projects, ...page("projects", () => import("./routes/public/projects")) },
  { path: routePatterns.project, ...page("project-detail", () => import("./routes/public/project-detail")) },
  { path: routePatterns.about, ...page("about", () => import("./routes/public/about")) },
  { path: routePatterns.contact, ...page("contact", () => import("./routes/public/contact")) },
  { path: routePatterns.landowner, ...page("landowner", () => import("./routes/public/landowner")) },
  { path: routePatterns.blog, ...page("blog", () => import("./routes/public/blog")) },
  { path: routePatterns.newsEvent, ...page("news-event", () => import("./routes/public/news-event")) },
  { path: routePatterns.coverage, ...page("coverage", () => import("./routes/public/coverage")) },
  { path: routePatterns.button, ...page("button-demo", () => import("./routes/public/button-demo")) },
  { path: routePatterns.contentDetail, ...page("content-detail", () => import("./routes/public/content-detail")) },
  { path: "*", ...notFound },
];

const never = () => Promise.reject(new Error("not rendered in the worker"));
// `import.meta.env.SSR` is fixed at build time: the renderer's build leaves the staff screens out,
// so their code (the dashboard, tailwind-merge) is neither in the worker nor evaluated there.
export const login = page("login", import.meta.env.SSR ? never : () => import("./routes/auth/login"));
export const dashboard = page("dashboard", import.meta.env.SSR ? never : () => import("./routes/dashboard/app"));
