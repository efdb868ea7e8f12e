import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import { MENU_IDS } from "../contract/roles";
import { trashQuery, type TrashRestored } from "../contract/trash";
import { trash as trashTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { changeBy } from "../lib/activity";
import { conflictOr, fail } from "../lib/errors";
import { validate } from "../lib/form";
import { findTrash, pageTrash, type TrashEntry } from "../lib/trash";
import { TRASH_KINDS } from "../lib/trash-kinds";
import { commit } from "../lib/write";
import { currentUser } from "../middleware/require-menu";
import { endpoint } from "../middleware/endpoint";

/** The entry's kind, 403 when it is a user the actor may not manage (contract/roles.ts `canManageDesignation`). */
function kindFor(c: Context<AppEnv>, entry: TrashEntry) {
  const kind = TRASH_KINDS[entry.resource];
  if (kind.mayTouch && !kind.mayTouch(currentUser(c), entry.payload)) fail(403, "You cannot restore or delete a user of this designation.");
  return kind;
}

/** The activity entry of a restore or a deletion for good: the item's own trail (docs/decisions.md "Trash"). */
const changeOf = (c: Context<AppEnv>, entry: TrashEntry, action: "restore" | "delete-for-good") => {
  const kind = TRASH_KINDS[entry.resource];
  return changeBy(c, { action, resource: kind.activity, resourceId: kind.numericId ? Number(entry.itemId) : entry.itemId, label: entry.title });
};

/**
 * /trash (issue 43; docs/product.md "Trash"): what the dashboard deleted in the last 30 days, for
 * Admins and Super-Admins. A restore writes every row back in one batch with its activity entry
 * and the content-version bump, or nothing (409: an id taken since, the parent gone).
 */
export const trash = new Hono<AppEnv>()
  .get(
    "/",
    endpoint({ summary: "Deleted items of the last 30 days, newest first, one page (page, pageSize, q)", access: [MENU_IDS.trash] }),
    async (c) => c.json(await pageTrash(c.var.db, validate(trashQuery, c.req.query()))),
  )
  .post(
    "/:id/restore",
    endpoint({
      summary: "Restores a deleted item with its details, versions and files (409 if its id is taken or its parent gone; logged)",
      access: [MENU_IDS.trash],
    }),
    async (c) => {
      const { db } = c.var;
      const entry = await findTrash(db, c.req.param("id"));
      const kind = kindFor(c, entry);
      await kind.check(db, entry.payload, entry.itemId);
      // The entry's delete is guarded by nothing: a concurrent restore loses on the rows' unique ids (409).
      await commit(db, [...kind.restore(db, entry.payload, entry.itemId), db.delete(trashTable).where(eq(trashTable.id, entry.id))], {
        activity: changeOf(c, entry, "restore"),
        revision: kind.revision?.(entry.payload),
      }).catch(conflictOr("Something else now has this item's id, so it cannot be restored."));
      return c.json({ restored: entry.id, resource: entry.resource, itemId: entry.itemId } satisfies TrashRestored);
    },
  )
  .delete("/:id", endpoint({ summary: "Deletes an item of the Trash for good (logged)", access: [MENU_IDS.trash] }), async (c) => {
    const { db } = c.var;
    const entry = await findTrash(db, c.req.param("id"));
    kindFor(c, entry);
    // Its files are then referenced by nothing: the orphan sweep reclaims them after its grace period.
    await commit(db, [db.delete(trashTable).where(eq(trashTable.id, entry.id))], { activity: changeOf(c, entry, "delete-for-good") });
    return c.json({ deleted: entry.id });
  });
