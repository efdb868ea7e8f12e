import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { updatedAt } from "./columns";

/** Site-wide settings a Super-Admin changes, one JSON value per key (lib/settings.ts lists the keys). */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
  updatedAt: updatedAt(),
});
