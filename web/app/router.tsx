import { createBrowserRouter, type HydrationState, matchRoutes, RouterProvider } from "react-router-dom";
import { isStaffPath, publicRoutes } from "./routes";

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router. A page the worker rendered (web/entry-server.tsx) is hydrated: the lazy
 * routes it matched are loaded first, so the first client render is the page itself, as on the
 * server, not a fallback that React would report as a mismatch.
 */
export async function createAppRouter(hydrationData?: HydrationState): Promise<Router> {
  const routes = publicRoutes();
  if (hydrationData) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== "function") return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, {
    hydrationData,
    // /login and /dashboard/* are found on their first visit (React Router's lazy route discovery):
    // not even the dashboard's route table ships in the public entry. patch() skips routes it already has.
    async patchRoutesOnNavigation({ path, patch }) {
      if (!isStaffPath(path)) return;
      const { staffRoutes } = await import("./routes/dashboard/routes");
      patch(null, staffRoutes);
    },
  });
}

export function AppRouter({ router }: { router: Router }) {
  return <RouterProvider router={router} />;
}
