import { integer, sqliteTable } from "drizzle-orm/sqlite-core";
import { updatedAt } from "./columns";

/** Single row (id 1) with the company's headline figures. */
export const totalCount = sqliteTable("total_count", {
  id: integer("id").primaryKey(),
  totalProject: integer("totalProject").notNull().default(0),
  totalFlat: integer("totalFlat").notNull().default(0),
  handoverProject: integer("handoverProject").notNull().default(0),
  constructionProject: integer("constructionProject").notNull().default(0),
  handoverFlat: integer("handoverFlat").notNull().default(0),
  constructionFlat: integer("constructionFlat").notNull().default(0),
  updatedAt: updatedAt(),
});
