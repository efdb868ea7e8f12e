import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";

/** The static page headers: one image per first path segment. */
export const bannerStatics = sqliteTable("banner_statics", {
  id: id(),
  name: text("name").notNull().unique(),
  image: text("image").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
