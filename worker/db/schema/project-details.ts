import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, jsonList, twin, updatedAt } from "./columns";
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
  descriptionBn: jsonList("descriptionBn"),
  address: text("address").notNull().default(""),
  addressBn: twin("addressBn"),
  landarea: text("landarea").notNull().default(""),
  landareaBn: twin("landareaBn"),
  facing: text("facing").notNull().default(""),
  facingBn: twin("facingBn"),
  road: text("road").notNull().default(""),
  roadBn: twin("roadBn"),
  unitPerFloor: text("unitPerFloor").notNull().default(""),
  unitPerFloorBn: twin("unitPerFloorBn"),
  apartmentSize: text("apartmentSize").notNull().default(""),
  apartmentSizeBn: twin("apartmentSizeBn"),
  storied: text("storied").notNull().default(""),
  storiedBn: twin("storiedBn"),
  lift: text("lift").notNull().default(""),
  liftBn: twin("liftBn"),
  parking: text("parking").notNull().default(""),
  parkingBn: twin("parkingBn"),
  commonFeatures: jsonList("commonFeatures"),
  commonFeaturesBn: jsonList("commonFeaturesBn"),
  apartmentContains: jsonList("apartmentContains"),
  apartmentContainsBn: jsonList("apartmentContainsBn"),
  floorPlan: jsonList("floorPlan"),
  historyImage: jsonList("historyImage"),
  brochure: jsonList("brochure"),
  youtubeEmbededLink: jsonList("youtubeEmbededLink"),
  number: text("number").notNull().default(""),
  map: text("map").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
