import { sql } from "drizzle-orm";
import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
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
