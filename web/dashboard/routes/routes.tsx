import { matchRoutes, type RouteObject } from "react-router-dom";
import { lazyPage, type PageModule } from "@/dashboard/app/lazy-page";
import { childScreens, dashboardPatterns as at } from "@/dashboard/config/dashboard-paths";
import { MENU_IDS, type MenuId } from "@/shared/lib/contract";
import { Component as NotFound } from "./not-found";

/**
 * The dashboard's route table and its route → menu-id map (docs/product.md §2 child routes, §6 ids), in one place.
 * Paths are relative to /dashboard (descendant routes of dashboard/app/routes.tsx). This module and every screen
 * are lazy chunks, so none of it ships in the public bundle. `menu`: the designation needs one of these
 * ids to open the screen (the guard in ./layout shows "Access denied" otherwise, whatever URL was
 * typed); `null`: any signed-in user. The server enforces the same ids on every call.
 */
type Screen = RouteObject & { handle: { menu: readonly MenuId[] | null } };

const screen = (path: string | null, menu: readonly MenuId[] | null, load: () => Promise<PageModule>): Screen => {
  const Page = lazyPage(load);
  return { ...(path === null ? { index: true } : { path }), element: <Page />, handle: { menu } } as Screen;
};

/** The screens' modules by file, for the screens the registry derives (a resource's module is ./{name}.tsx). */
const MODULES = import.meta.glob<PageModule>(["./*.tsx", "!./{app,content-screen,layout,not-found,routes}.tsx"]);
const moduleOf = (name: string) => MODULES[`./${name}.tsx`] ?? (() => Promise.resolve<PageModule>({ Component: NotFound }));

const { activity, backups, banners, blogs, company, coverage, inbox, menus, messages, newsEvents, projects, reports, trash, users } = MENU_IDS;

export const dashboardScreens: Screen[] = [
  screen(null, null, () => import("./overview")),
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
  screen(at.projectUnits, [projects], () => import("./units")),
  ...childScreens("projects").map((s) => screen(s.pattern, [s.menu], moduleOf(s.name))),
  screen(at.bookings, [projects], () => import("./bookings")),
  screen(at.booking, [projects], () => import("./booking-detail")),
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
  screen(at.backups, [backups], () => import("./backups")),
  screen(at.trash, [trash], () => import("./trash")),
  { path: "*", element: <NotFound />, handle: { menu: null } },
];

/** The menu ids of the screen at `pathname` (a /dashboard path); null when any signed-in user may see it. */
export function screenMenu(pathname: string): readonly MenuId[] | null {
  const match = matchRoutes(dashboardScreens, pathname, "/dashboard")?.at(-1);
  return (match?.route as Screen | undefined)?.handle.menu ?? null;
}
