import type { menus, submenus } from "../../worker/db/schema/index";
import type { MasterName } from "./images";
import type { MediaPlan } from "./media";

type MenuSpec = { uniId: string; name: string; path: string; icon: MasterName; subs: [uniId: string, name: string, path: string][] };

/** The dashboard sidebar (docs/product.md §2 dashboard routes, §6 menu ids), in display order. */
export const MENUS: MenuSpec[] = [
  {
    uniId: "pro001", name: "Projects", path: "/projects", icon: "icon-building",
    subs: [["pro001a", "Projects List", "/projects/projects-list"], ["pro001b", "Project Count", "/projects/project-count"]],
  },
  { uniId: "bna002", name: "Banner", path: "/banner", icon: "icon-picture", subs: [["bna002a", "Banner List", "/banner/banner-list"]] },
  { uniId: "new004", name: "News & Events", path: "/news-event", icon: "icon-newspaper", subs: [] },
  { uniId: "cov003", name: "Coverage", path: "/coverage", icon: "icon-camera", subs: [] },
  { uniId: "blo005", name: "Blogs", path: "/blogs", icon: "icon-pen", subs: [] },
  { uniId: "mes012", name: "Message", path: "/message", icon: "icon-envelope", subs: [["inb001", "Inbox", "/message/inbox"]] },
  { uniId: "rep006", name: "Reports", path: "/reports", icon: "icon-chart", subs: [["rep006a", "Sales", "/reports/sales"], ["rep006b", "Activity", "/reports/activity"]] },
  {
    uniId: "set007", name: "Settings", path: "/settings", icon: "icon-gear",
    subs: [["set001a", "Menu", "/settings/menu"], ["set002a", "Users", "/settings/users"], ["set003a", "Company", "/settings/company"]],
  },
];

export function menuRows(m: MediaPlan) {
  const menuRows: (typeof menus.$inferInsert)[] = MENUS.map((x, i) => ({
    uniId: x.uniId,
    name: x.name,
    path: x.path,
    icon: m.img("images", x.icon),
    activeIcon: m.img("images", `${x.icon}-on` as MasterName),
    sortOrder: (i + 1) * 10,
  }));
  const submenuRows: (typeof submenus.$inferInsert)[] = MENUS.flatMap((x) =>
    x.subs.map(([uniId, name, path], j) => ({ uniId, menuUniId: x.uniId, name, path, sortOrder: (j + 1) * 10 })),
  );
  return { menus: menuRows, submenus: submenuRows };
}
