import type { Menu } from "@/shared/lib/contract";

/** One row of the Menus table: a menu, or a submenu under its parent. */
export type MenuRow = {
  /** docs/product.md §2 "SL": the serial, "2" for a menu and "2.1" for its first submenu. */
  sl: string;
  uni_id: string;
  name: string;
  path: string;
  icon: string;
  active_icon: string;
  /** The parent menu of a submenu; null for a menu. */
  parent: { uni_id: string; name: string } | null;
  submenuCount: number;
};

/** The tree as table rows, in sidebar order: each menu followed by its submenus. */
export function menuRows(menus: readonly Menu[]): MenuRow[] {
  return menus.flatMap((m, i) => [
    { sl: String(i + 1), uni_id: m.uni_id, name: m.name, path: m.path, icon: m.icon, active_icon: m.active_icon, parent: null, submenuCount: m.submenus.length },
    ...m.submenus.map((s, j) => ({
      sl: `${i + 1}.${j + 1}`,
      uni_id: s.uni_id,
      name: s.name,
      path: s.path,
      icon: "",
      active_icon: "",
      parent: { uni_id: m.uni_id, name: m.name },
      submenuCount: 0,
    })),
  ]);
}
