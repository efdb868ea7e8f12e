import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, jsonList, updatedAt } from "./columns";
import { projects } from "./projects";

export const projectDetails = sqliteTable("project_details", {
  id: id(),
  uniId: text("uniId").notNull().unique(),
  // The project's uniId: one details record per project, removed with it.
  foreignKey: text("foreignKey")
    .notNull()
    .unique()
    .references(() => projects.uniId, { onDelete: "cascade", onUpdate: "cascade" }),
  headerImage: jsonList("headerImage"),
  description: jsonList("description"),
  address: text("address").notNull().default(""),
  landarea: text("landarea").notNull().default(""),
  facing: text("facing").notNull().default(""),
  road: text("road").notNull().default(""),
  unitPerFloor: text("unitPerFloor").notNull().default(""),
  apartmentSize: text("apartmentSize").notNull().default(""),
  storied: text("storied").notNull().default(""),
  lift: text("lift").notNull().default(""),
  parking: text("parking").notNull().default(""),
  commonFeatures: jsonList("commonFeatures"),
  apartmentContains: jsonList("apartmentContains"),
  floorPlan: jsonList("floorPlan"),
  historyImage: jsonList("historyImage"),
  brochure: jsonList("brochure"),
  youtubeEmbededLink: jsonList("youtubeEmbededLink"),
  number: text("number").notNull().default(""),
  map: text("map").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
