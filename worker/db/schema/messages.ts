import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

/** Contact-form messages, read in the dashboard inbox. */
export const messages = sqliteTable(
  "messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    number: text("number").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  // The inbox reads newest first (createdAt, then id): its first page walks this index instead of sorting every row.
  (t) => [index("messages_created_idx").on(t.createdAt, t.id)],
);
