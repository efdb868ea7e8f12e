import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { paths, routePatterns } from "@/config/paths";

/**
 * Every page is its own lazy chunk (`export function Component`), so a visitor downloads only
 * the page they open. /login and the dashboard (./routes/dashboard/routes.ts) sit outside the public layout.
 */
const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

const router = createBrowserRouter([
  {
    path: "/",
    lazy: () => import("./routes/public/layout"),
    children: [
      {
        lazy: () => import("./routes/public/not-found").then((m) => ({ ErrorBoundary: m.Component })),
        children: [
          { index: true, ...page(() => import("./routes/public/home")) },
          { path: routePatterns.projects, ...page(() => import("./routes/public/projects")) },
          { path: routePatterns.project, ...page(() => import("./routes/public/project-detail")) },
          { path: routePatterns.about, ...page(() => import("./routes/public/about")) },
          { path: routePatterns.contact, ...page(() => import("./routes/public/contact")) },
          { path: routePatterns.blog, ...page(() => import("./routes/public/blog")) },
          { path: routePatterns.newsEvent, ...page(() => import("./routes/public/news-event")) },
          { path: routePatterns.coverage, ...page(() => import("./routes/public/coverage")) },
          { path: routePatterns.button, ...page(() => import("./routes/public/button-demo")) },
          { path: routePatterns.contentDetail, ...page(() => import("./routes/public/content-detail")) },
          { path: "*", ...page(() => import("./routes/public/not-found")) },
        ],
      },
    ],
  },
], {
  // /login and /dashboard/* are found on their first visit (React Router's lazy route discovery):
  // not even the dashboard's route table ships in the public entry. patch() skips routes it already has.
  async patchRoutesOnNavigation({ path, patch }) {
    if (!isStaffPath(path)) return;
    const { staffRoutes } = await import("./routes/dashboard/routes");
    patch(null, staffRoutes);
  },
});

function isStaffPath(path: string) {
  return [paths.login(), paths.dashboard()].some((p) => path === p || path.startsWith(`${p}/`));
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
