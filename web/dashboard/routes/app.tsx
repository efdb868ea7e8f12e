import "./staff-classes";
import { useRoutes } from "react-router-dom";
import { RouteErrors } from "@/dashboard/app/route-errors";
import { Component as Layout } from "./layout";
import { Component as NotFound } from "./not-found";
import { dashboardScreens } from "./routes";

/**
 * /dashboard/*: the layout (access guard, sidebar, header) around the screen the URL names. A screen
 * that throws, or whose chunk fails to download, shows the dashboard's not-found text inside the layout.
 */
const routes = [{ element: <Layout />, children: [{ element: <RouteErrors fallback={<NotFound />} />, children: dashboardScreens }] }];

export function Component() {
  return useRoutes(routes);
}
