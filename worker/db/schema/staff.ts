import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";

export const users = sqliteTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    username: text("username").notNull().unique(),
    email: text("email").notNull().unique(),
    employeeId: text("employeeId").notNull(),
    department: text("department").notNull(),
    designation: text("designation").notNull(),
    phone: text("phone").notNull(),
    image: text("image"),
    passwordHash: text("passwordHash").notNull(),
    lastLogin: text("lastLogin"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Sign-in ignores case, so "Rahim" and "rahim" must never be two accounts, even when created at once.
  (t) => [uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`)],
);

/** Server-side sessions: the JWT carries the id, so logout and resets can revoke it. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("userId")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: text("lastSeenAt").notNull(),
    expiresAt: text("expiresAt").notNull(),
    revokedAt: text("revokedAt"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Failed logins and contact-form sends, counted per key ("login-user:x", "login-ip:y", "message-ip:z"). */
export const throttleEvents = sqliteTable(
  "throttle_events",
  {
    id: id(),
    key: text("key").notNull(),
    at: text("at").notNull(),
  },
  (t) => [index("throttle_events_key_at_idx").on(t.key, t.at)],
);

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

/** Every object written to R2, so the sweep can find the ones no row references any more. */
export const uploads = sqliteTable("uploads", {
  key: text("key").primaryKey(),
  contentType: text("contentType").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});
