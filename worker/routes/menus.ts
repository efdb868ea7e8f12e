import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { type DashboardResponse, menuCreate, menuUpdate } from "../contract/menus";
import { MENU_IDS } from "../contract/roles";
import { menus as menusTable, submenus, users } from "../db/schema/index";
import type { AppEnv } from "../env";
import {
  findMenuItem,
  getMenuItem,
  loadMenuTree,
  menuResponse,
  menuTreeQuery,
  nextMenuOrder,
  nextSubmenuOrder,
  toTree,
  visibleMenus,
} from "../lib/menus";
import { conflictOr, fail } from "../lib/errors";
import { moveToTrash } from "../lib/trash";
import { commit, writeForm } from "../lib/write";
import { changeBy } from "../lib/activity";
import { currentUser } from "../middleware/require-menu";
import { type FileField, IMAGE } from "../storage/upload-rules";
import { endpoint, multipart } from "../middleware/endpoint";

const files: FileField[] = [
  { name: "icon", folder: "images", rule: IMAGE, multiple: false },
  { name: "active_icon", folder: "images", rule: IMAGE, multiple: false },
];

function noIconsOnSubmenus(uploaded: Record<string, File[]>) {
  if (uploaded.icon?.length || uploaded.active_icon?.length) {
    fail(422, "Submenus have no icons.", { icon: ["Submenus have no icons"] });
  }
}

const TAKEN = "A menu or submenu with this uni_id already exists.";
const taken = () => fail(409, TAKEN, { uni_id: ["This uni_id is taken"] });

/** /dashboards: the sidebar and the Menus screen (docs/product.md §2 "Dashboard", §6, §7 "Menus"). */
export const menus = new Hono<AppEnv>()
  // The signed-in user's sidebar and last sign-in: one round trip, two statements.
  .get("/", endpoint({ summary: "The menus this user may see, and lastLogin", access: "session" }), async (c) => {
    const { db } = c.var;
    const user = currentUser(c);
    const [rows, [me]] = await db.batch([
      menuTreeQuery(db),
      db.select({ lastLogin: users.lastLogin }).from(users).where(eq(users.id, user.id)),
    ]);
    return c.json({ menus: visibleMenus(toTree(rows), user.designation), lastLogin: me?.lastLogin ?? null } satisfies DashboardResponse);
  })
  // Every menu, for the Menus screen (an Admin manages menus their own sidebar does not show).
  .get("/all", endpoint({ summary: "Every menu, for the Menus screen", access: [MENU_IDS.menus] }), async (c) => c.json(await loadMenuTree(c.var.db)))
  .post("/add-menu", endpoint({ summary: "Add a menu or submenu", access: [MENU_IDS.menus], body: multipart(menuCreate, files) }), async (c) => {
    const { db } = c.var;
    const created = await writeForm(c, {
      files,
      schema: menuCreate,
      acceptJson: true,
      check: async (input, form) => {
        if (input.parent) noIconsOnSubmenus(form.files);
        if (await findMenuItem(db, input.uni_id)) taken();
        const parent = input.parent ? await findMenuItem(db, input.parent) : null;
        if (input.parent && parent?.kind !== "menu") {
          fail(422, "The parent menu does not exist.", { parent: ["No top-level menu has this uni_id"] });
        }
      },
      write: (input, paths) =>
        input.parent
          ? db.insert(submenus).values({
              uniId: input.uni_id,
              menuUniId: input.parent,
              name: input.name,
              path: input.path,
              sortOrder: nextSubmenuOrder(input.parent),
            })
          : db.insert(menusTable).values({
              uniId: input.uni_id,
              name: input.name,
              path: input.path,
              icon: paths.icon?.[0] ?? "",
              activeIcon: paths.active_icon?.[0] ?? "",
              sortOrder: nextMenuOrder(),
            }),
      activity: (input) => ({ action: "create", resource: "menus", resourceId: input.uni_id, label: input.name }),
      onBatchError: conflictOr(TAKEN, { uni_id: ["This uni_id is taken"] }),
      find: async (input) => menuResponse(db, await getMenuItem(db, input.uni_id)),
    });
    return c.json(created, 201);
  })
  .patch("/update-menu/:uni_id", endpoint({ summary: "Edit a menu by uni_id", access: [MENU_IDS.menus], body: multipart(menuUpdate, files) }), async (c) => {
    const { db } = c.var;
    const item = await getMenuItem(db, c.req.param("uni_id"));
    const updated = await writeForm(c, {
      files,
      schema: menuUpdate,
      acceptJson: true,
      check: (_input, form) => {
        if (item.kind === "submenu") noIconsOnSubmenus(form.files);
      },
      write: (input, paths) => {
        const text = { ...(input.name ? { name: input.name } : {}), ...(input.path ? { path: input.path } : {}) };
        const icon = paths.icon?.[0];
        const activeIcon = paths.active_icon?.[0];
        const menuSet = { ...text, ...(icon ? { icon } : {}), ...(activeIcon ? { activeIcon } : {}) };
        // Nothing to change (an empty form) writes nothing; icons only ever come with a menu.
        if (!Object.keys(menuSet).length) return [];
        return item.kind === "menu"
          ? db.update(menusTable).set(menuSet).where(eq(menusTable.uniId, item.row.uniId))
          : db.update(submenus).set(text).where(eq(submenus.uniId, item.row.uniId));
      },
      activity: (input) => ({ action: "update", resource: "menus", resourceId: item.row.uniId, label: input.name || item.row.name }),
      find: async () => menuResponse(db, await getMenuItem(db, item.row.uniId)),
    });
    return c.json(updated);
  })
  .delete("/delete-menu/:uni_id", endpoint({ summary: "Move a menu and its submenus to the Trash", access: [MENU_IDS.menus] }), async (c) => {
    const { db } = c.var;
    const item = await getMenuItem(db, c.req.param("uni_id"));
    const activity = changeBy(c, { action: "delete", resource: "menus", resourceId: item.row.uniId, label: item.row.name });
    // To the Trash, a menu with its submenus (lib/trash.ts; docs/decisions.md "Trash").
    await commit(db, moveToTrash(db, "dashboards", item.row.uniId, item.row.name, activity), { activity });
    return c.json({ deleted: item.row.uniId });
  });
