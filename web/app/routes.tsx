import { type RouteObject, useRoutes } from "react-router-dom";
import { paths } from "@/config/paths";
import { BENGALI_PREFIX } from "@/lib/contract";
import { dashboard, layout, login, notFound, type Page, publicPages } from "./pages";
import { RouteErrors } from "./route-errors";

/**
 * The app's route table (web/boot.tsx), built from the pages of ./pages.tsx. React Router in its declarative mode:
 * the data router's loaders, actions and fetchers are not used here, and leaving them out keeps
 * about 16 KB (gzipped) out of every page's JavaScript (docs/decisions.md). /login and the dashboard
 * (./routes/dashboard/app.tsx, its own route table inside) sit outside the public layout and are never
 * rendered on the server.
 */
type AppRoute = RouteObject & { handle?: Page };
const route = (p: Page, at: { path?: string; index?: true }, children?: AppRoute[]): AppRoute =>
  ({ ...at, element: <p.page />, handle: p, children }) as AppRoute;

const publicRoutes = (): AppRoute[] => [
  { element: <RouteErrors fallback={<notFound.page />} />, children: publicPages.map(({ path, index, ...p }) => route(p, index ? { index } : { path })) },
];

const routes: AppRoute[] = [
  route(layout, { path: "/" }, publicRoutes()),
  // The same pages in Bengali (worker/contract/language-path.ts), for a /bn page the worker could not render.
  route(layout, { path: BENGALI_PREFIX }, publicRoutes()),
  route(login, { path: paths.login() }),
  // The dashboard matches its own screens (descendant routes), found on the first visit to it.
  route(dashboard, { path: `${paths.dashboard()}/*` }),
];

export function AppRoutes() {
  return useRoutes(routes);
}
