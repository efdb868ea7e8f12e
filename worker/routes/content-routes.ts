import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import type { ContentType } from "../contract/cnb-details";
import type { contentCreate, contentUpdate } from "../contract/content";
import type { UploadFolder } from "../contract/folders";
import { canUseMenu, type MenuId } from "../contract/roles";
import { contentDetails } from "../db/schema/index";
import type { AppEnv } from "../env";
import { isApproved } from "../lib/approved";
import { CONTENT_KINDS, findContent, listContent } from "../lib/content";
import { readForm, validate } from "../lib/form";
import { newUniId } from "../lib/ids";
import { publicCache } from "../middleware/public-cache";
import { requireMenu } from "../middleware/require-menu";
import { registerUploads, storeFiles } from "../storage/store";
import { type FileField, IMAGE } from "../storage/upload-rules";

/**
 * What differs between blogs, coverage and news events. `create`/`update` are the hook for
 * extra fields (news events add `tag`): whatever they output beyond the shared fields is stored too.
 */
export type ContentRouteDef = {
  contentType: ContentType;
  folder: UploadFolder;
  menu: MenuId;
  uniIdPrefix: string;
  create: z.ZodType<z.output<typeof contentCreate>>;
  update: z.ZodType<z.output<typeof contentUpdate>>;
};

/** The routes of one content type (SPEC §7 "Blogs and coverage", "News events"). */
export function contentRoutes(def: ContentRouteDef) {
  const kind = CONTENT_KINDS[def.contentType];
  const { table } = kind;
  const files: FileField[] = [{ name: "mainImage", folder: def.folder, rule: IMAGE, multiple: false }];
  const staff = requireMenu([def.menu]);
  // The file is validated with the text fields, so a missing image is reported with them.
  const fieldsOf = (form: Awaited<ReturnType<typeof readForm>>) => ({
    ...form.fields,
    mainImage: form.files.mainImage?.[0] ?? form.fields.mainImage,
  });

  return new Hono<AppEnv>()
    .get("/", publicCache, async (c) => c.json(await listContent(c.var.db, kind, isApproved(table.status))))
    .get("/all", staff, async (c) => c.json(await listContent(c.var.db, kind)))
    .get("/:id/details", publicCache, async (c) => {
      // Visitors see approved items only; staff with this menu may preview any.
      const user = c.var.user;
      const staffView = !!user && canUseMenu(user.designation, def.menu);
      return c.json(await findContent(c.var.db, kind, c.req.param("id"), staffView ? undefined : isApproved(table.status)));
    })
    .post("/add", staff, async (c) => {
      const form = await readForm(c, files);
      const { mainImage: _file, ...input } = validate(def.create, fieldsOf(form));
      const stored = await storeFiles(c.var.bucket, files, form.files);
      const { db } = c.var;
      const uniId = newUniId(def.uniIdPrefix);
      const now = c.var.now().toISOString();
      await db.batch([
        db.insert(table).values({ ...input, uniId, mainImage: stored.paths.mainImage![0]!, createdAt: now, updatedAt: now }),
        ...registerUploads(db, stored),
      ]);
      return c.json(await findContent(db, kind, uniId), 201);
    })
    .patch("/:id", staff, async (c) => {
      const { db } = c.var;
      const current = await findContent(db, kind, c.req.param("id"));
      const form = await readForm(c, files);
      const { mainImage: _file, ...input } = validate(def.update, fieldsOf(form));
      const stored = await storeFiles(c.var.bucket, files, form.files);
      const mainImage = stored.paths.mainImage?.[0];
      await db.batch([
        db
          .update(table)
          .set({ ...input, ...(mainImage ? { mainImage } : {}), updatedAt: c.var.now().toISOString() })
          .where(eq(table.uniId, current.uniId)),
        ...registerUploads(db, stored),
      ]);
      return c.json(await findContent(db, kind, current.uniId));
    })
    .delete("/:id", staff, async (c) => {
      const { db } = c.var;
      const current = await findContent(db, kind, c.req.param("id"));
      // No SQL foreign key can point into three tables: the details go in the same batch.
      await db.batch([
        db
          .delete(contentDetails)
          .where(and(eq(contentDetails.contentType, def.contentType), eq(contentDetails.foreignKey, current.uniId))),
        db.delete(table).where(eq(table.uniId, current.uniId)),
      ]);
      return c.json({ deleted: current.uniId });
    });
}
