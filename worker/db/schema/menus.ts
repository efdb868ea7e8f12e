import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id } from "./columns";

/** The dashboard sidebar: menus, and their submenus (one uni_id space for both). */
export const menus = sqliteTable("menus", {
  id: id(),
  uniId: text("uni_id").notNull().unique(),
  name: text("name").notNull(),
  path: text("path").notNull().default(""),
  icon: text("icon").notNull().default(""),
  activeIcon: text("active_icon").notNull().default(""),
  sortOrder: integer("sortOrder").notNull().default(0),
});

export const submenus = sqliteTable(
  "submenus",
  {
    id: id(),
    uniId: text("uni_id").notNull().unique(),
    menuUniId: text("menu_uni_id")
      .notNull()
      .references(() => menus.uniId, { onDelete: "cascade", onUpdate: "cascade" }),
    name: text("name").notNull(),
    path: text("path").notNull().default(""),
    sortOrder: integer("sortOrder").notNull().default(0),
  },
  (t) => [index("submenus_menu_idx").on(t.menuUniId)],
);
