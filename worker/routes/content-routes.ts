import { Hono } from "hono";
import type { z } from "zod";
import type { contentCreate, contentUpdate } from "../contract/content";
import type { ContentType } from "../contract/content-types";
import { canUseMenu } from "../contract/roles";
import type { AppEnv } from "../env";
import { isApproved } from "../lib/approved";
import { CONTENT_RESOURCE } from "../lib/activity";
import { contentKind, findContent, listContent } from "../lib/content";
import type { ParsedForm } from "../lib/form";
import { newUniId } from "../lib/ids";
import { checkItemSave, scheduledBy } from "../lib/approval";
import { itemRevision } from "../lib/revisions";
import { trashItem, updateItem } from "../lib/item-writes";
import { writeForm } from "../lib/write";
import { publicCache } from "../middleware/public-cache";
import { forVisitors, publicReads } from "../pages/public-reads";
import { type FileField, IMAGE } from "../storage/upload-rules";
import { endpoint, multipart } from "../middleware/endpoint";

/**
 * A content type's schemas. They are the hook for extra fields (news events add `tag`):
 * whatever they output beyond the shared fields is stored too.
 */
export type ContentSchemas = {
  create: z.ZodType<z.output<typeof contentCreate>>;
  update: z.ZodType<z.output<typeof contentUpdate>>;
};

// The file is validated with the text fields, so a missing image is reported with them.
const fieldsOf = (form: ParsedForm) => ({ ...form.fields, mainImage: form.files.mainImage?.[0] ?? form.fields.mainImage });

/**
 * The routes of one content type (docs/product.md §7 "Blogs and coverage", "News events"); its URL
 * segment, upload folder, menu and id prefix come from the registry in contract/content-types.ts.
 */
export function contentRoutes(type: ContentType, schemas: ContentSchemas) {
  const kind = contentKind(type);
  const { table } = kind;
  const files: FileField[] = [{ name: "mainImage", folder: kind.folder, rule: IMAGE, multiple: false }];
  const name = kind.label.toLowerCase();
  const resource = CONTENT_RESOURCE[type];

  return new Hono<AppEnv>()
    .get(
      "/",
      endpoint({ summary: `Approved ${name}, newest first, each with its details`, access: "public" }),
      publicCache,
      async (c) => c.json(await publicReads.contentList(c.var.db, { segment: kind.segment }, { now: c.var.now() })),
    )
    .get("/all", endpoint({ summary: `Every ${name} item for staff`, access: [kind.menu] }), async (c) => c.json(await listContent(c.var.db, kind)))
    .get("/:id/details", endpoint({ summary: `One ${name} item with its details (approved, or any for staff)`, access: "public" }), publicCache, async (c) => {
      // Visitors see approved items only; staff with this menu may preview any.
      const user = c.var.user;
      const staffView = !!user && canUseMenu(user.designation, kind.menu);
      const item = await findContent(c.var.db, kind, c.req.param("id"), staffView ? undefined : isApproved(table, { now: c.var.now() }));
      return c.json(staffView ? item : forVisitors(item));
    })
    .post("/add", endpoint({ summary: `Add a ${name} item`, access: [kind.menu], body: multipart(schemas.create, files) }), async (c) => {
      const uniId = newUniId(kind.uniIdPrefix);
      const now = c.var.now().toISOString();
      const created = await writeForm(c, {
        files,
        schema: schemas.create,
        fields: fieldsOf,
        check: (input) => checkItemSave(c, resource, input),
        write: ({ mainImage: _file, ...input }, paths) =>
          c.var.db.insert(table).values({ ...input, ...scheduledBy(c, input), uniId, mainImage: paths.mainImage![0]!, createdAt: now, updatedAt: now }),
        activity: (input) => ({ action: "create", resource, resourceId: uniId, label: input.title }),
        revision: itemRevision(kind.segment, uniId),
        find: () => findContent(c.var.db, kind, uniId),
      });
      return c.json(created, 201);
    })
    .patch("/:id", endpoint({ summary: `Edit a ${name} item`, access: [kind.menu], body: multipart(schemas.update, files) }), async (c) => {
      const current = await findContent(c.var.db, kind, c.req.param("id"));
      const updated = await updateItem(c, {
        kind: kind.segment,
        current,
        file: "mainImage",
        files,
        schema: schemas.update,
        fields: fieldsOf,
        label: (input) => input.title ?? current.title,
        find: (uniId) => findContent(c.var.db, kind, uniId),
      });
      return c.json(updated);
    })
    .delete("/:id", endpoint({ summary: `Move a ${name} item and its details to the Trash`, access: [kind.menu] }), async (c) => {
      const current = await findContent(c.var.db, kind, c.req.param("id"));
      return trashItem(c, kind.segment, current, current.title);
    });
}
