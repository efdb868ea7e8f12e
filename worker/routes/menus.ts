import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type { z } from "zod";
import { type DashboardResponse, menuCreate, menuUpdate } from "../contract/menus";
import { MENU_IDS } from "../contract/roles";
import { menus, submenus, users } from "../db/schema/index";
import type { AppEnv } from "../env";
import { readForm, validate } from "../lib/form";
import { readJson } from "../lib/json-body";
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
import { isUniqueViolation } from "../lib/users";
import { fail } from "../middleware/errors";
import { currentUser, requireMenu, requireUser } from "../middleware/require-menu";
import { registerUploads, storeFiles } from "../storage/store";
import { type FileField, IMAGE } from "../storage/upload-rules";

const files: FileField[] = [
  { name: "icon", folder: "images", rule: IMAGE, multiple: false },
  { name: "active_icon", folder: "images", rule: IMAGE, multiple: false },
];
const staff = requireMenu([MENU_IDS.menus]);

/** Menu writes take multipart (with icon files) or JSON (without). */
async function readMenuBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S) {
  if ((c.req.header("Content-Type") ?? "").toLowerCase().startsWith("application/json")) {
    return { input: await readJson(c, schema), files: {} as Record<string, File[]> };
  }
  const form = await readForm(c, files);
  return { input: validate(schema, form.fields), files: form.files };
}

function noIconsOnSubmenus(uploaded: Record<string, File[]>) {
  if (uploaded.icon?.length || uploaded.active_icon?.length) {
    fail(422, "Submenus have no icons.", { icon: ["Submenus have no icons"] });
  }
}

const taken = () => fail(409, "A menu or submenu with this uni_id already exists.", { uni_id: ["This uni_id is taken"] });

export const dashboards = new Hono<AppEnv>()
  // The signed-in user's sidebar and last sign-in: one round trip, two statements.
  .get("/", requireUser, async (c) => {
    const { db } = c.var;
    const user = currentUser(c);
    const [rows, [me]] = await db.batch([
      menuTreeQuery(db),
      db.select({ lastLogin: users.lastLogin }).from(users).where(eq(users.id, user.id)),
    ]);
    return c.json({ menus: visibleMenus(toTree(rows), user.designation), lastLogin: me?.lastLogin ?? null } satisfies DashboardResponse);
  })
  // Every menu, for the Menus screen (an Admin manages menus their own sidebar does not show).
  .get("/all", staff, async (c) => c.json(await loadMenuTree(c.var.db)))
  .post("/add-menu", staff, async (c) => {
    const { db } = c.var;
    const { input, files: uploaded } = await readMenuBody(c, menuCreate);
    if (input.parent) noIconsOnSubmenus(uploaded);
    if (await findMenuItem(db, input.uni_id)) taken();
    const parent = input.parent ? await findMenuItem(db, input.parent) : null;
    if (input.parent && parent?.kind !== "menu") {
      fail(422, "The parent menu does not exist.", { parent: ["No top-level menu has this uni_id"] });
    }
    const stored = await storeFiles(c.var.bucket, files, uploaded);
    const write = input.parent
      ? db.insert(submenus).values({
          uniId: input.uni_id,
          menuUniId: input.parent,
          name: input.name,
          path: input.path,
          sortOrder: nextSubmenuOrder(input.parent),
        })
      : db.insert(menus).values({
          uniId: input.uni_id,
          name: input.name,
          path: input.path,
          icon: stored.paths.icon?.[0] ?? "",
          activeIcon: stored.paths.active_icon?.[0] ?? "",
          sortOrder: nextMenuOrder(),
        });
    await db.batch([write, ...registerUploads(db, stored)]).catch((err: unknown) => {
      if (isUniqueViolation(err)) taken();
      throw err;
    });
    return c.json(await menuResponse(db, await getMenuItem(db, input.uni_id)), 201);
  })
  .patch("/update-menu/:uni_id", staff, async (c) => {
    const { db } = c.var;
    const item = await getMenuItem(db, c.req.param("uni_id"));
    const { input, files: uploaded } = await readMenuBody(c, menuUpdate);
    if (item.kind === "submenu") noIconsOnSubmenus(uploaded);
    const stored = await storeFiles(c.var.bucket, files, uploaded);
    const text = { ...(input.name ? { name: input.name } : {}), ...(input.path ? { path: input.path } : {}) };
    const icon = stored.paths.icon?.[0];
    const activeIcon = stored.paths.active_icon?.[0];
    const menuSet = { ...text, ...(icon ? { icon } : {}), ...(activeIcon ? { activeIcon } : {}) };
    // Nothing to change (an empty form) writes nothing; icons only ever come with a menu.
    if (Object.keys(menuSet).length) {
      await db.batch([
        item.kind === "menu"
          ? db.update(menus).set(menuSet).where(eq(menus.uniId, item.row.uniId))
          : db.update(submenus).set(text).where(eq(submenus.uniId, item.row.uniId)),
        ...registerUploads(db, stored),
      ]);
    }
    return c.json(await menuResponse(db, await getMenuItem(db, item.row.uniId)));
  })
  .delete("/delete-menu/:uni_id", staff, async (c) => {
    const { db } = c.var;
    const item = await getMenuItem(db, c.req.param("uni_id"));
    if (item.kind === "submenu") await db.delete(submenus).where(eq(submenus.uniId, item.row.uniId));
    else {
      // Explicit, so the cascade holds even on a connection without PRAGMA foreign_keys.
      await db.batch([
        db.delete(submenus).where(eq(submenus.menuUniId, item.row.uniId)),
        db.delete(menus).where(eq(menus.uniId, item.row.uniId)),
      ]);
    }
    return c.json({ deleted: item.row.uniId });
  });
