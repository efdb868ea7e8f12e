import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id } from "./columns";

/**
 * The versions of an item (issue 32; docs/decisions.md "Revisions"): one row per save, written in the
 * save's own batch (lib/write.ts `commit`), holding the item's fields as they were after it
 * (`snapshot`, a project with its details) and the /im paths they named (`files`, which the orphan
 * sweep keeps: storage/references.ts). `resource` is the item's API path (`projects`, `banner`,
 * `blog`, `news-event`, `coverage`, `about`, `contact-information`, `total-count`). No foreign key:
 * `savedById` may name a deleted user, whose name is kept beside it.
 */
export const revisions = sqliteTable(
  "revisions",
  {
    id: id(),
    resource: text("resource").notNull(),
    itemId: text("itemId").notNull(),
    savedAt: text("savedAt").notNull(),
    /** Null for the version an item had before history was kept ("baseline"). */
    savedById: integer("savedById"),
    savedByName: text("savedByName"),
    /** create, update, restore, approve, publish, unpublish, baseline. */
    action: text("action").notNull(),
    /** The version a restore copied. */
    restoredFrom: integer("restoredFrom"),
    snapshot: text("snapshot", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    files: text("files", { mode: "json" }).$type<string[]>().notNull(),
  },
  (t) => [index("revisions_item_idx").on(t.resource, t.itemId, t.id)],
);
