import { sql } from "drizzle-orm";
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, scheduleColumns, twin, updatedAt } from "./columns";

export const projects = sqliteTable(
  "projects",
  {
    id: id(),
    uniId: text("uniId").notNull().unique(),
    name: text("name").notNull(),
    nameBn: twin("nameBn"),
    title: text("title"),
    titleBn: twin("titleBn"),
    status: text("status").notNull(),
    category: text("category").notNull(),
    location: text("location").notNull(),
    locationBn: twin("locationBn"),
    locationCode: text("locationCode"),
    mainImage: text("mainImage"),
    ...scheduleColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("projects_status_idx").on(sql`lower(${t.status})`),
    index("projects_category_idx").on(t.category),
    index("projects_updated_idx").on(t.updatedAt),
  ],
);

/** A row's project (issue 45: flats, price lists, plans): removed with it, following a renamed uniId. */
export const projectRef = () =>
  text("projectUniId")
    .notNull()
    .references(() => projects.uniId, { onDelete: "cascade", onUpdate: "cascade" });
