import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, jsonList, updatedAt } from "./columns";

/**
 * Details of a blog, coverage or news event. The owner lives in one of three tables,
 * so there is no SQL foreign key; the routes delete details together with their owner.
 */
export const contentDetails = sqliteTable(
  "content_details",
  {
    id: id(),
    uniId: text("uniId").notNull().unique(),
    foreignKey: text("foreignKey").notNull(),
    contentType: text("contentType", { enum: ["coverage", "blog", "news_event"] }).notNull(),
    detailsDescription: jsonList("detailsDescription"),
    detailsDescriptionBn: jsonList("detailsDescriptionBn"),
    projectLink: text("projectLink").notNull().default(""),
    youtubeLink: text("youtubeLink").notNull().default(""),
    images: jsonList("images"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One details record per item: the unique index closes the check-then-insert race.
  (t) => [uniqueIndex("content_details_owner_unique").on(t.contentType, t.foreignKey)],
);
