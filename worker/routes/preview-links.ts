import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { type ItemResource, type PreviewLink, previewLinkBody } from "../contract/revisions";
import { previewLinks } from "../db/schema/index";
import type { AppEnv } from "../env";
import { changeBy } from "../lib/activity";
import { fail } from "../lib/errors";
import { ITEM_KINDS } from "../lib/item-kinds";
import { findItem } from "../lib/items";
import { readJson } from "../lib/json-body";
import { listPreviewLinks, newPreviewLink, previewPath } from "../lib/preview-links";
import { commit } from "../lib/write";
import { currentUser } from "../middleware/require-menu";
import { endpoint, json } from "../middleware/endpoint";

const originOf = (url: string, siteOrigin?: string) => (siteOrigin || new URL(url).origin).replace(/\/$/, "");

/**
 * /api/{resource}/{id}/preview-links (issue 32): a signed link to the item's preview for someone
 * without an account, for 7 days; listed, revoked, and both logged. The token is only in the answer
 * that creates it.
 */
export function previewLinkRoutes(resource: ItemResource) {
  const kind = ITEM_KINDS[resource];
  return new Hono<AppEnv>()
    .get("/:id/preview-links", endpoint({ summary: "The item's shared preview links", access: [kind.menu] }), async (c) => {
      const item = await findItem(c.var.db, resource, c.req.param("id"));
      return c.json(await listPreviewLinks(c.var.db, resource, item.uniId));
    })
    .post(
      "/:id/preview-links",
      endpoint({ summary: "Shares a signed 7-day preview link (logged); the answer holds its url", access: [kind.menu], body: json(previewLinkBody) }),
      async (c) => {
        const { db } = c.var;
        const item = await findItem(db, resource, c.req.param("id"));
        const { lang } = await readJson(c, previewLinkBody);
        const { row, token } = await newPreviewLink(c.var.config.jwtSecret, resource, item.uniId, currentUser(c), c.var.now());
        await commit(db, [db.insert(previewLinks).values(row)], {
          activity: changeBy(c, { action: "share-preview", resource: kind.activity, resourceId: item.uniId, label: item.label }),
        });
        const url = `${originOf(c.req.url, c.var.config.siteOrigin)}${previewPath(item.path, lang)}?token=${token}`;
        return c.json({ ...row, revokedAt: null, createdByName: row.createdByName, url } satisfies PreviewLink, 201);
      },
    )
    .delete("/:id/preview-links/:linkId", endpoint({ summary: "Revokes a preview link (logged)", access: [kind.menu] }), async (c) => {
      const { db } = c.var;
      const item = await findItem(db, resource, c.req.param("id"));
      const linkId = c.req.param("linkId");
      const mine = and(eq(previewLinks.id, linkId), eq(previewLinks.resource, resource), eq(previewLinks.itemId, item.uniId));
      const [link] = await db.select({ id: previewLinks.id }).from(previewLinks).where(mine);
      if (!link) fail(404, "Preview link not found.");
      await commit(db, [db.update(previewLinks).set({ revokedAt: c.var.now().toISOString() }).where(and(mine, isNull(previewLinks.revokedAt)))], {
        activity: changeBy(c, { action: "revoke-preview", resource: kind.activity, resourceId: item.uniId, label: item.label }),
      });
      return c.json({ revoked: linkId });
    });
}
