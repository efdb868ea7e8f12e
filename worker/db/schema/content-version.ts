import { integer, sqliteTable } from "drizzle-orm/sqlite-core";

/**
 * Single row (id 1): a counter every staff write bumps in the same batch as the change. Public
 * pages and API reads are cached at the edge under a key holding this number, so a write purges
 * them all at once (docs/decisions.md, "Edge cache and content version"). No row reads as 0.
 */
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});
