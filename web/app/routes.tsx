import type { RouteObject } from "react-router-dom";
import { paths, routePatterns } from "@/config/paths";

/**
 * The route table the browser router (./router.tsx) and the worker's renderer (../entry-server.tsx)
 * share. Every page is its own lazy chunk (`export function Component`), so a visitor downloads
 * only the page they open. /login and the dashboard (./routes/dashboard/routes.ts) sit outside the
 * public layout and are never rendered on the server.
 */
/** `chunk`: the module's name, so the worker can modulepreload a rendered page's chunks (vite.config.ts). */
const page = (chunk: string, load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load, handle: { chunk } });

export function publicRoutes(): RouteObject[] {
  return [
    {
      path: "/",
      lazy: () => import("./routes/public/layout"),
      handle: { chunk: "layout" },
      children: [
        {
          lazy: () => import("./routes/public/not-found").then((m) => ({ ErrorBoundary: m.Component })),
          handle: { chunk: "not-found" },
          children: [
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
            { path: "*", ...page("not-found", () => import("./routes/public/not-found")) },
          ],
        },
      ],
    },
  ];
}

export function isStaffPath(path: string) {
  return [paths.login(), paths.dashboard()].some((p) => path === p || path.startsWith(`${p}/`));
}
