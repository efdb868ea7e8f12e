import { sql } from "drizzle-orm";
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, scheduleColumns, twin, updatedAt } from "./columns";
import { projects } from "./projects";

export const banners = sqliteTable(
  "banners",
  {
    id: id(),
    uniId: text("uniId").notNull().unique(),
    title: text("title").notNull(),
    titleBn: twin("titleBn"),
    description: text("description").notNull().default(""),
    descriptionBn: twin("descriptionBn"),
    status: text("status").notNull(),
    imagesVideos: text("imagesVideos").notNull(),
    // A banner outlives its project: the link is cleared, the slide stays for staff to re-point.
    foreignKey: text("foreignKey").references(() => projects.uniId, {
      onDelete: "set null",
      onUpdate: "cascade",
    }),
    ...scheduleColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("banners_status_idx").on(sql`lower(${t.status})`),
    index("banners_foreign_key_idx").on(t.foreignKey),
  ],
);
