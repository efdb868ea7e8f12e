import { z } from "zod";
import { required } from "./fields";

/** Menu ids look like the permission ids of docs/product.md §6: "pro001", "set001a". */
export const MENU_UNI_ID = /^[a-z0-9]{3,12}$/;
/** A dashboard path: "/", "/projects", "/projects/projects-list"; never "//host" (another site). */
export const MENU_PATH = /^\/(?!\/)[A-Za-z0-9/_-]*$/;

const uniId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .regex(MENU_UNI_ID, { message: "uni_id must be 3 to 12 lower-case letters or digits" });

const path = z
  .string({ error: "Path is required" })
  .trim()
  .min(1, { message: "Path is required", abort: true })
  .max(200, { message: "Path must be at most 200 characters", abort: true })
  .regex(MENU_PATH, { message: 'Path must start with a single "/" and contain only letters, digits, "/", "-" and "_"' });

/** POST /dashboards/add-menu (multipart or JSON). With `parent`, a submenu of that menu; icons only on menus. */
export const menuCreate = z.strictObject({
  uni_id: uniId("uni_id is required"),
  name: required("Name is required", 60),
  path,
  parent: uniId("parent must be a menu uni_id").optional(),
});

/**
 * PATCH /dashboards/update-menu/{uni_id} (multipart; icon/active_icon are image files).
 * docs/product.md §5 "Menu edit: no required rule": an empty or absent name/path keeps the current value.
 * An empty `icon` text field is what a form sends when no file was chosen; it is ignored too.
 */
const keepIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

export const menuUpdate = z.strictObject({
  name: keepIfEmpty(required("Name is required", 60)),
  path: keepIfEmpty(path),
  icon: z.literal("", { error: "Upload the icon as an image file" }).optional(),
  active_icon: z.literal("", { error: "Upload the active icon as an image file" }).optional(),
});

export type Submenu = { uni_id: string; name: string; path: string };
export type Menu = {
  uni_id: string;
  name: string;
  path: string;
  icon: string;
  active_icon: string;
  submenus: Submenu[];
};

/** GET /dashboards: the signed-in user's sidebar (docs/product.md §6) and their last sign-in time. */
export type DashboardResponse = { menus: Menu[]; lastLogin: string | null };

/** add-menu and update-menu answer with the menu, or with the submenu and its parent's uni_id. */
export type MenuWriteResponse = Menu | (Submenu & { parent: string });
