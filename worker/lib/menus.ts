import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Menu, MenuWriteResponse, Submenu } from "../contract/menus";
import { allowedMenuIds, DESIGNATIONS } from "../contract/roles";
import type { Db } from "../db/client";
import { menus, submenus } from "../db/schema/index";
import { fail } from "./errors";

/** Every menu with its submenus in ONE query (left join), both levels by sortOrder then id. */
export const menuTreeQuery = (db: Db, where?: SQL) =>
  db
    .select({ menu: menus, sub: submenus })
    .from(menus)
    .leftJoin(submenus, eq(submenus.menuUniId, menus.uniId))
    .where(where)
    .orderBy(asc(menus.sortOrder), asc(menus.id), asc(submenus.sortOrder), asc(submenus.id));

type TreeRow = { menu: typeof menus.$inferSelect; sub: typeof submenus.$inferSelect | null };

const toMenu = (m: typeof menus.$inferSelect): Menu => ({
  uni_id: m.uniId,
  name: m.name,
  path: m.path,
  icon: m.icon,
  active_icon: m.activeIcon,
  submenus: [],
});
const toSubmenu = (s: typeof submenus.$inferSelect): Submenu => ({ uni_id: s.uniId, name: s.name, path: s.path });

export function toTree(rows: TreeRow[]): Menu[] {
  const byId = new Map<string, Menu>();
  for (const { menu, sub } of rows) {
    let m = byId.get(menu.uniId);
    if (!m) byId.set(menu.uniId, (m = toMenu(menu)));
    if (sub) m.submenus.push(toSubmenu(sub));
  }
  return [...byId.values()];
}

export const loadMenuTree = async (db: Db) => toTree(await menuTreeQuery(db));

/** Ids some designation is granted directly (docs/product.md §6 table). */
const GRANTED = new Set(DESIGNATIONS.flatMap((d) => allowedMenuIds(d)));

/**
 * docs/product.md §6 sidebar: a menu shows if its id or any submenu id is allowed; a submenu shows if its
 * own id is allowed, or its parent's id is allowed and no designation is granted the submenu's id.
 */
export function visibleMenus(tree: Menu[], designation: string | null | undefined): Menu[] {
  const allowed = new Set(allowedMenuIds(designation));
  return tree.flatMap((menu) => {
    const own = allowed.has(menu.uni_id);
    if (!own && !menu.submenus.some((s) => allowed.has(s.uni_id))) return [];
    const subs = menu.submenus.filter((s) => allowed.has(s.uni_id) || (own && !GRANTED.has(s.uni_id)));
    return [{ ...menu, submenus: subs }];
  });
}

export type MenuItem =
  | { kind: "menu"; row: typeof menus.$inferSelect }
  | { kind: "submenu"; row: typeof submenus.$inferSelect };

/** A menu or a submenu by uni_id (both share one id space), in one round trip. */
export async function findMenuItem(db: Db, uniId: string): Promise<MenuItem | null> {
  const [[menu], [sub]] = await db.batch([
    db.select().from(menus).where(eq(menus.uniId, uniId)).limit(1),
    db.select().from(submenus).where(eq(submenus.uniId, uniId)).limit(1),
  ]);
  if (menu) return { kind: "menu", row: menu };
  if (sub) return { kind: "submenu", row: sub };
  return null;
}

export async function getMenuItem(db: Db, uniId: string): Promise<MenuItem> {
  const item = await findMenuItem(db, uniId);
  if (!item) fail(404, "Menu not found.");
  return item;
}

/** The write answer: a menu with its submenus, or a submenu with its parent's uni_id. */
export async function menuResponse(db: Db, item: MenuItem): Promise<MenuWriteResponse> {
  if (item.kind === "submenu") return { ...toSubmenu(item.row), parent: item.row.menuUniId };
  const [menu] = toTree(await menuTreeQuery(db, eq(menus.uniId, item.row.uniId)));
  return menu ?? toMenu(item.row);
}

/** New items go last among their siblings. */
export const nextMenuOrder = () => sql`(select coalesce(max("sortOrder"), 0) + 1 from ${menus})`;
export const nextSubmenuOrder = (parent: string) =>
  sql`(select coalesce(max("sortOrder"), 0) + 1 from ${submenus} where "menu_uni_id" = ${parent})`;
