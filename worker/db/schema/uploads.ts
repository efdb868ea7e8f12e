import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

/** Every object written to R2, so the sweep can find the ones no row references any more. */
export const uploads = sqliteTable("uploads", {
  key: text("key").primaryKey(),
  contentType: text("contentType").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});
