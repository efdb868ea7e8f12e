import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { type ItemResource, restoreBody } from "../contract/revisions";
import type { AppEnv } from "../env";
import { changeBy } from "../lib/activity";
import { APPROVER_MENU, assertMayApprove } from "../lib/approval";
import { ITEM_KINDS } from "../lib/item-kinds";
import { answerItem, findItem } from "../lib/items";
import { readJson } from "../lib/json-body";
import { restoreWrites } from "../lib/restore";
import { findRevision, itemRevision, listRevisions } from "../lib/revisions";
import { commit } from "../lib/write";
import { endpoint, json } from "../middleware/endpoint";

/**
 * /api/{resource}/{id}/revisions…, and /approve, of one item resource (issue 32): its versions, one
 * version, a restore (a new version; an approved item goes back to pending unless `publish`), and an
 * Admin's or Super-Admin's approval, whatever their menus.
 */
export function revisionRoutes(resource: ItemResource) {
  const kind = ITEM_KINDS[resource];
  return new Hono<AppEnv>()
    .get("/:id/revisions", endpoint({ summary: "The item's versions, newest first: who saved each and when", access: [kind.menu] }), async (c) => {
      const item = await findItem(c.var.db, resource, c.req.param("id"));
      return c.json(await listRevisions(c.var.db, resource, item.uniId));
    })
    .get("/:id/revisions/:revisionId", endpoint({ summary: "One version: its fields and the files they name", access: [kind.menu] }), async (c) => {
      const item = await findItem(c.var.db, resource, c.req.param("id"));
      return c.json(await findRevision(c.var.db, resource, item.uniId, c.req.param("revisionId")));
    })
    .post(
      "/:id/revisions/:revisionId/restore",
      endpoint({
        summary: "Restores a version as a new one; an approved item goes back to pending unless publish",
        access: [kind.menu],
        body: json(restoreBody),
      }),
      async (c) => {
        const { db } = c.var;
        const item = await findItem(db, resource, c.req.param("id"));
        const revision = await findRevision(db, resource, item.uniId, c.req.param("revisionId"));
        const { publish } = await readJson(c, restoreBody);
        // The restored text goes live only when the restorer says so; an approved item otherwise waits as a draft.
        const status = publish ? "approved" : item.status.toLowerCase() === "approved" ? "pending" : item.status;
        await assertMayApprove(c, status);
        const now = c.var.now().toISOString();
        await commit(db, await restoreWrites(db, resource, item.uniId, revision, status, now), {
          activity: changeBy(c, { action: "restore", resource: kind.activity, resourceId: item.uniId, label: `${item.label} (version ${revision.id})` }),
          revision: itemRevision(resource, item.uniId, { action: "restore", restoredFrom: revision.id }),
        });
        return c.json(await answerItem(db, resource, item.uniId));
      },
    )
    .post(
      "/:id/approve",
      endpoint({
        summary: "Approves the item (Admin, Super-Admin: the designations with Reports; logged)",
        access: [APPROVER_MENU],
        denied: "Only an Admin or Super-Admin can approve.",
      }),
      async (c) => {
        const { db } = c.var;
        const item = await findItem(db, resource, c.req.param("id"));
        const { table } = kind;
        await commit(db, [db.update(table).set({ status: "approved", updatedAt: c.var.now().toISOString() }).where(eq(table.uniId, item.uniId))], {
          activity: changeBy(c, { action: "approve", resource: kind.activity, resourceId: item.uniId, label: item.label }),
          revision: itemRevision(resource, item.uniId, { action: "approve" }),
        });
        return c.json(await answerItem(db, resource, item.uniId));
      },
    );
}
