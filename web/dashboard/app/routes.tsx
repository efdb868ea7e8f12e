import { type RouteObject, useRoutes } from "react-router-dom";
import { paths } from "@/shared/config/paths";
import { lazyPage } from "./lazy-page";

/**
 * The app's route table (web/dashboard/boot.tsx): /login and the dashboard, each its own chunk. React Router
 * in its declarative mode: the data router's loaders, actions and fetchers are not used here, and
 * leaving them out keeps about 16 KB (gzipped) out of the app (docs/decisions.md). The public pages
 * are the worker's (worker/routes/pages.ts): the app is never served at their addresses.
 */
const Login = lazyPage(() => import("../routes/auth/login"));
const Dashboard = lazyPage(() => import("../routes/app"));

const routes: RouteObject[] = [
  { path: paths.login(), element: <Login /> },
  // The dashboard matches its own screens (descendant routes), found on the first visit to it.
  { path: `${paths.dashboard()}/*`, element: <Dashboard /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
