import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Management, TargetItem, TeamItem } from "../../contract/about";
import { id, updatedAt } from "./columns";

/** The about page: one record; its lists and team are JSON (shapes in the contract). */
export const about = sqliteTable("about", {
  id: id(),
  headerImage: text("headerImage").notNull(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  description: text("description", { mode: "json" }).$type<string[]>().notNull(),
  target: text("target", { mode: "json" }).$type<TargetItem[]>().notNull(),
  management: text("management", { mode: "json" }).$type<Management>().notNull(),
  ourTeam: text("ourTeam", { mode: "json" }).$type<TeamItem[]>().notNull(),
  updatedAt: updatedAt(),
});
