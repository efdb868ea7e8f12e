import { paths } from "@/shared/config/paths";
import type { Menu } from "@/shared/lib/contract";

/** docs/product.md §2: sidebar links go to /dashboard{path}; a menu path "/" is the overview. */
export const menuHref = (path: string) => paths.dashboard(path);

const within = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/**
 * Which menu and submenu the current path belongs to (docs/product.md §2: "the active menu and submenu follow
 * the current path"). The longest matching path wins, so /dashboard/projects/projects-list marks
 * "Projects List" and not a sibling whose path is a prefix of it.
 */
export function activeMenu(menus: Menu[], pathname: string): { menu: string | null; submenu: string | null } {
  const path = pathname.replace(/\/+$/, "") || "/";
  let best = { menu: null as string | null, submenu: null as string | null, length: -1 };
  for (const m of menus) {
    const candidates = [{ href: menuHref(m.path), submenu: null as string | null }, ...m.submenus.map((s) => ({ href: menuHref(s.path), submenu: s.uni_id }))];
    for (const c of candidates) {
      // The overview (/dashboard) only matches itself, or every page would be inside it.
      const hit = c.href === paths.dashboard() ? path === c.href : within(path, c.href);
      if (hit && c.href.length > best.length) best = { menu: m.uni_id, submenu: c.submenu, length: c.href.length };
    }
  }
  return { menu: best.menu, submenu: best.submenu };
}
