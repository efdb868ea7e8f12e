import type { RouteObject } from "react-router-dom";
import type { ScreenHandle } from "@/components/layouts/dashboard/screen-guard";
import { dashboardPatterns as at } from "@/config/dashboard-paths";
import { MENU_IDS, type MenuId } from "@/lib/contract";

/**
 * The dashboard's route table and its route → menu-id map (docs/product.md §2 child routes, §6 ids), in one place.
 * This module and every screen are lazy chunks (app/router.tsx finds them on the first visit), so
 * none of it ships in the public bundle. `menu`: the designation
 * needs one of these ids to open the screen (the guard in ./layout shows "Access denied" otherwise,
 * whatever URL was typed); `null`: any signed-in user. The server enforces the same ids on every call.
 */
type Page = () => Promise<{ Component: React.ComponentType }>;

const screen = (path: string, menu: readonly MenuId[] | null, load: Page): RouteObject => ({
  path,
  handle: { menu } satisfies ScreenHandle,
  lazy: load,
});

const { activity, banners, blogs, company, coverage, inbox, menus, messages, newsEvents, projects, reports, users } = MENU_IDS;

export const dashboardScreens: RouteObject[] = [
  { index: true, handle: { menu: null } satisfies ScreenHandle, lazy: () => import("./overview") },
  screen(at.profile, null, () => import("./profile")),
  screen(at.accountSettings, null, () => import("./profile")),
  screen(at.banner, [banners], () => import("./banners")),
  screen(at.bannerList, [banners], () => import("./banners")),
  screen(at.reports, [reports], () => import("./report")),
  screen(at.sales, [reports], () => import("./sales")),
  screen(at.projects, [projects], () => import("./projects")),
  screen(at.projectsList, [projects], () => import("./projects")),
  screen(at.projectCount, [projects], () => import("./project-count")),
  screen(at.projectDetail, [projects], () => import("./project-detail")),
  screen(at.newsEvent, [newsEvents], () => import("./news-events")),
  screen(at.coverage, [coverage], () => import("./coverage")),
  screen(at.blogs, [blogs], () => import("./blogs")),
  screen(at.menu, [menus], () => import("./menus")),
  screen(at.activity, [activity], () => import("./activity")),
  screen(at.settings, [users], () => import("./users")),
  screen(at.users, [users], () => import("./users")),
  screen(at.message, [messages, inbox], () => import("./inbox")),
  screen(at.inbox, [messages, inbox], () => import("./inbox")),
  screen(at.company, [company], () => import("./company")),
  { path: "*", handle: { menu: null } satisfies ScreenHandle, lazy: () => import("./not-found") },
];

/** /login and /dashboard/*, mounted beside the public layout by app/router.tsx. */
export const staffRoutes: RouteObject[] = [
  { path: "/login", lazy: () => import("../auth/login") },
  {
    path: "/dashboard",
    lazy: () => import("./layout"),
    children: [{ lazy: () => import("./not-found").then((m) => ({ ErrorBoundary: m.Component })), children: dashboardScreens }],
  },
];
