import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Preview links shared with someone without an account (issue 32): the token in the link is this
 * row's id signed with a key derived from JWT_SECRET (lib/preview-links.ts); the row makes it
 * revocable and bounds it (`expiresAt`, 7 days). `resource` and `itemId` name the one item it shows.
 */
export const previewLinks = sqliteTable("preview_links", {
  id: text("id").primaryKey(),
  resource: text("resource").notNull(),
  itemId: text("itemId").notNull(),
  createdById: integer("createdById").notNull(),
  createdByName: text("createdByName").notNull(),
  createdAt: text("createdAt").notNull(),
  expiresAt: text("expiresAt").notNull(),
  revokedAt: text("revokedAt"),
});
