import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { contentDetailsCreate, contentDetailsUpdate } from "../contract/content-details";
import { CONTENT_TYPE_INFO, type ContentType } from "../contract/content-types";
import { canUseMenu, MENU_IDS } from "../contract/roles";
import { RESOURCES } from "../contract/resources";
import { contentDetails as detailsTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { changeBy, CONTENT_RESOURCE } from "../lib/activity";
import { assertMayChangeLive } from "../lib/approval";
import { assertMayAddDetails, detailsTaken, findContentDetails, ownerStatus } from "../lib/content-details";
import { conflictOr, fail } from "../lib/errors";
import type { ParsedForm } from "../lib/form";
import { newUniId } from "../lib/ids";
import { itemRevision } from "../lib/revisions";
import { moveToTrash } from "../lib/trash";
import { commit, writeForm } from "../lib/write";
import { currentUser } from "../middleware/require-menu";
import { type FileField, IMAGE } from "../storage/upload-rules";
import { endpoint, multipart } from "../middleware/endpoint";

const files: FileField[] = [{ name: "images", folder: "cnbDetailsImage", rule: IMAGE, multiple: true }];
/** Designations with none of the three content menus stop here; the owner's menu is checked per request. */
const CONTENT_MENUS = [MENU_IDS.blogs, MENU_IDS.coverage, MENU_IDS.newsEvents];

/** One route serves three menus: the content type, known only after reading the body or the row, decides. */
function requireTypeMenu(c: Context<AppEnv>, type: ContentType) {
  if (!canUseMenu(currentUser(c).designation, CONTENT_TYPE_INFO[type].menu)) fail(403, "You do not have permission to do this.");
}

// The files are validated with the text fields (count, "is a file"); their bytes by storeFiles.
const fieldsOf = (form: ParsedForm) => ({ ...form.fields, images: form.files.images ?? form.fields.images });

/** The activity log names details by their owner: "blogs BLG-…". */
const detailsLabel = (d: { contentType: ContentType; foreignKey: string }) => `${CONTENT_RESOURCE[d.contentType]} ${d.foreignKey}`;

/** Details are part of their item: a change to them is a new version of the item (its snapshot holds them, lib/item-kinds.ts). */
const ownerRevision = (type: ContentType, foreignKey: string) => itemRevision(CONTENT_TYPE_INFO[type].segment, foreignKey, { action: "update" });

/** Details of an approved item are live: while approval is required, only an approver changes them (issue 41). */
const assertMayChange = async (c: Context<AppEnv>, details: { contentType: ContentType; foreignKey: string }) => assertMayChangeLive(c, await ownerStatus(c.var.db, details));

/** /api/cnb-details: the details record of a blog, coverage or news event (docs/product.md §7 "Content details"). */
export const contentDetails = new Hono<AppEnv>()
  .post(
    "/add",
    endpoint({ summary: "Add details to a blog, coverage or news event", access: CONTENT_MENUS, body: multipart(contentDetailsCreate, files) }),
    async (c) => {
      const uniId = newUniId(RESOURCES["content-details"].prefix);
      const now = c.var.now().toISOString();
      let type: ContentType = "blog";
      const created = await writeForm(c, {
        files,
        schema: contentDetailsCreate,
        fields: fieldsOf,
        check: async (input) => {
          type = input.cnbStatus;
          requireTypeMenu(c, type);
          await assertMayChangeLive(c, await assertMayAddDetails(c.var.db, type, input.foreignKey));
        },
        write: ({ images: _files, cnbStatus: contentType, ...input }, paths) =>
          c.var.db.insert(detailsTable).values({
            ...input,
            contentType,
            uniId,
            images: paths.images ?? [],
            createdAt: now,
            updatedAt: now,
          }),
        // Two requests raced past the check: the unique index (type, foreignKey) answers the second.
        activity: (input) => ({ action: "create", resource: "content-details", resourceId: uniId, label: `${CONTENT_RESOURCE[input.cnbStatus]} ${input.foreignKey}` }),
        revision: (input) => ownerRevision(input.cnbStatus, input.foreignKey),
        onBatchError: (err) => conflictOr(detailsTaken(type))(err),
        find: () => findContentDetails(c.var.db, uniId),
      });
      return c.json(created, 201);
    },
  )
  .patch("/:id", endpoint({ summary: "Edit content details", access: CONTENT_MENUS, body: multipart(contentDetailsUpdate, files) }), async (c) => {
    const current = await findContentDetails(c.var.db, c.req.param("id"));
    requireTypeMenu(c, current.contentType);
    const updated = await writeForm(c, {
      files,
      schema: contentDetailsUpdate,
      fields: fieldsOf,
      check: async ({ foreignKey, contentType, cnbStatus }) => {
        const type = contentType ?? cnbStatus;
        if ((foreignKey && foreignKey !== current.foreignKey) || (type && type !== current.contentType)) {
          fail(422, "Details cannot be moved to another item.", { foreignKey: ["Details stay with the item they were added to"] });
        }
        await assertMayChange(c, current);
      },
      write: ({ images: _files, foreignKey: _owner, contentType: _type, cnbStatus: _status, ...input }, paths) => {
        const images = paths.images;
        return c.var.db
          .update(detailsTable)
          .set({ ...input, ...(images ? { images } : {}), updatedAt: c.var.now().toISOString() })
          .where(eq(detailsTable.uniId, current.uniId));
      },
      activity: () => ({ action: "update", resource: "content-details", resourceId: current.uniId, label: detailsLabel(current) }),
      revision: ownerRevision(current.contentType, current.foreignKey),
      find: () => findContentDetails(c.var.db, current.uniId),
    });
    return c.json(updated);
  })
  .delete("/:id", endpoint({ summary: "Move content details to the Trash", access: CONTENT_MENUS }), async (c) => {
    const { db } = c.var;
    const current = await findContentDetails(db, c.req.param("id"));
    requireTypeMenu(c, current.contentType);
    await assertMayChange(c, current);
    // To the Trash (lib/trash.ts); restoring them needs their item (docs/decisions.md "Trash").
    const activity = changeBy(c, { action: "delete", resource: "content-details", resourceId: current.uniId, label: detailsLabel(current) });
    await commit(db, moveToTrash(db, "cnb-details", current.uniId, `Details of ${CONTENT_TYPE_INFO[current.contentType].label} ${current.foreignKey}`, activity), {
      activity,
      revision: ownerRevision(current.contentType, current.foreignKey),
    });
    return c.json({ deleted: current.uniId });
  });
