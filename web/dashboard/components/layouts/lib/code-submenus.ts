import { canUseMenu, MENU_IDS, type Menu, type Submenu } from "@/shared/lib/contract";

/**
 * Screens of ours that no migration put into the menus table (a submenu row is data staff may edit or
 * delete; these are fixed, and their permission is the designation's alone, docs/product.md §6). Each is
 * shown under its parent menu, after the table's own submenus, to the designations allowed its id.
 */
const CODE_SUBMENUS: Array<Submenu & { parent: string }> = [
  // Projects › Buyers & bookings (issue 46 item 5): whoever has the Projects menu, under its own id.
  { parent: MENU_IDS.projects, uni_id: MENU_IDS.projects, name: "Buyers & bookings", path: "/projects/bookings" },
  // Settings › Trash (issue 43): Admin and Super-Admin.
  { parent: "set007", uni_id: MENU_IDS.trash, name: "Trash", path: "/settings/trash" },
  // Settings › Backups (issue 43): Super-Admin only.
  { parent: "set007", uni_id: MENU_IDS.backups, name: "Backups", path: "/settings/backups" },
];

/** The sidebar's menus with the code-defined submenus this designation may open. */
export function withCodeSubmenus(menus: Menu[] | undefined, designation: string | undefined): Menu[] | undefined {
  if (!menus || !designation) return menus;
  return menus.map((m) => {
    const extra = CODE_SUBMENUS.filter((s) => s.parent === m.uni_id && canUseMenu(designation, s.uni_id) && !m.submenus.some((o) => o.uni_id === s.uni_id));
    return extra.length ? { ...m, submenus: [...m.submenus, ...extra.map(({ uni_id, name, path }) => ({ uni_id, name, path }))] } : m;
  });
}
