import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { routePatterns } from "@/config/paths";

/**
 * Every page is its own lazy chunk (`export function Component`), so a visitor downloads only
 * the page they open; the dashboard (its own issue) will mount under /dashboard the same way.
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
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
