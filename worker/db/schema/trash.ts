import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id } from "./columns";

/**
 * The Trash (issue 43; docs/decisions.md "Trash"): a deleted item, moved here by the delete's own batch.
 * `payload` holds every row the delete removed, per table (the item, its details, its versions, a
 * lead's notes and files), as they were; a restore writes them back. `files` lists every /im path those
 * rows name, which the orphan sweep keeps (storage/references.ts) until the entry is deleted for good
 * or the cron empties it after 30 days. `resource` is the item's API path (`projects`, `blog`, ...),
 * `itemId` its id there, `title` what staff call it. No foreign key: `deletedById` may name a user
 * deleted since, whose name is kept beside it.
 */
export const trash = sqliteTable(
  "trash",
  {
    id: id(),
    resource: text("resource").notNull(),
    itemId: text("itemId").notNull(),
    title: text("title").notNull(),
    payload: text("payload", { mode: "json" }).$type<Record<string, Record<string, unknown>[]>>().notNull(),
    files: text("files", { mode: "json" }).$type<string[]>().notNull(),
    deletedAt: text("deletedAt").notNull(),
    deletedById: integer("deletedById"),
    deletedByName: text("deletedByName"),
  },
  (t) => [index("trash_deleted_idx").on(t.deletedAt, t.id)],
);
