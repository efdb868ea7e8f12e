import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Management, TargetItem, TeamItem } from "../../contract/about";
import { id, jsonList, twin, updatedAt } from "./columns";

/** The about page: one record; its lists and team are JSON (shapes in the contract, Bengali twins inside them). */
export const about = sqliteTable("about", {
  id: id(),
  headerImage: text("headerImage").notNull(),
  name: text("name").notNull(),
  nameBn: twin("nameBn"),
  title: text("title").notNull(),
  titleBn: twin("titleBn"),
  description: text("description", { mode: "json" }).$type<string[]>().notNull(),
  descriptionBn: jsonList("descriptionBn"),
  target: text("target", { mode: "json" }).$type<TargetItem[]>().notNull(),
  management: text("management", { mode: "json" }).$type<Management>().notNull(),
  ourTeam: text("ourTeam", { mode: "json" }).$type<TeamItem[]>().notNull(),
  updatedAt: updatedAt(),
});
