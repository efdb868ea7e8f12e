import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";

/** Staff accounts; the password is stored as a scrypt hash only. */
export const users = sqliteTable("users", {
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
});
