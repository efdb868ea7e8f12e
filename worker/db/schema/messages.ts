import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

/** Contact-form messages, read in the dashboard inbox. */
export const messages = sqliteTable("messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  number: text("number").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});
