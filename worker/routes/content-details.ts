import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { CONTENT_TYPE_MENU, type ContentType, cnbDetailsCreate, cnbDetailsUpdate } from "../contract/cnb-details";
import { canUseMenu, MENU_IDS } from "../contract/roles";
import { contentDetails } from "../db/schema/index";
import type { AppEnv } from "../env";
import { CONTENT_KINDS, contentExists, findDetails } from "../lib/content";
import { type ParsedForm, readForm, validate } from "../lib/form";
import { newUniId } from "../lib/ids";
import { fail } from "../middleware/errors";
import { currentUser, requireMenu } from "../middleware/require-menu";
import { registerUploads, storeFiles } from "../storage/store";
import { type FileField, IMAGE } from "../storage/upload-rules";

const files: FileField[] = [{ name: "images", folder: "cnbDetailsImage", rule: IMAGE, multiple: true }];
/** Designations with none of the three content menus stop here; the owner's menu is checked per request. */
const contentStaff = requireMenu([MENU_IDS.blogs, MENU_IDS.coverage, MENU_IDS.newsEvents]);

/** One route serves three menus: the content type, known only after reading the body or the row, decides. */
function requireTypeMenu(c: Context<AppEnv>, type: ContentType) {
  if (!canUseMenu(currentUser(c).designation, CONTENT_TYPE_MENU[type])) fail(403, "You do not have permission to do this.");
}

// The files are validated with the text fields (count, "is a file"); their bytes by storeFiles.
const fieldsOf = (form: ParsedForm) => ({ ...form.fields, images: form.files.images ?? form.fields.images });

/** /api/cnb-details: the details record of a blog, coverage or news event (SPEC §7 "Content details"). */
export const cnbDetails = new Hono<AppEnv>()
  .post("/add", contentStaff, async (c) => {
    const { db } = c.var;
    const form = await readForm(c, files);
    const { images: _files, cnbStatus: contentType, ...input } = validate(cnbDetailsCreate, fieldsOf(form));
    requireTypeMenu(c, contentType);
    const { label } = CONTENT_KINDS[contentType];
    if (!(await contentExists(db, contentType, input.foreignKey))) {
      fail(422, `${label} not found.`, { foreignKey: [`No ${label.toLowerCase()} has this id`] });
    }
    const [existing] = await db
      .select({ uniId: contentDetails.uniId })
      .from(contentDetails)
      .where(and(eq(contentDetails.contentType, contentType), eq(contentDetails.foreignKey, input.foreignKey)))
      .limit(1);
    if (existing) fail(409, `This ${label.toLowerCase()} already has details: edit them instead.`);
    const stored = await storeFiles(c.var.bucket, files, form.files);
    const uniId = newUniId("CND");
    const now = c.var.now().toISOString();
    await db.batch([
      db.insert(contentDetails).values({
        ...input,
        contentType,
        uniId,
        images: stored.paths.images ?? [],
        createdAt: now,
        updatedAt: now,
      }),
      ...registerUploads(db, stored),
    ]);
    return c.json(await findDetails(db, uniId), 201);
  })
  .patch("/:id", contentStaff, async (c) => {
    const { db } = c.var;
    const current = await findDetails(db, c.req.param("id"));
    requireTypeMenu(c, current.contentType);
    const form = await readForm(c, files);
    const { images: _files, foreignKey, contentType, cnbStatus, ...input } = validate(cnbDetailsUpdate, fieldsOf(form));
    const type = contentType ?? cnbStatus;
    if ((foreignKey && foreignKey !== current.foreignKey) || (type && type !== current.contentType)) {
      fail(422, "Details cannot be moved to another item.", { foreignKey: ["Details stay with the item they were added to"] });
    }
    const stored = await storeFiles(c.var.bucket, files, form.files);
    const images = stored.paths.images;
    await db.batch([
      db
        .update(contentDetails)
        .set({ ...input, ...(images ? { images } : {}), updatedAt: c.var.now().toISOString() })
        .where(eq(contentDetails.uniId, current.uniId)),
      ...registerUploads(db, stored),
    ]);
    return c.json(await findDetails(db, current.uniId));
  })
  .delete("/:id", contentStaff, async (c) => {
    const { db } = c.var;
    const current = await findDetails(db, c.req.param("id"));
    requireTypeMenu(c, current.contentType);
    await db.delete(contentDetails).where(eq(contentDetails.uniId, current.uniId));
    return c.json({ deleted: current.uniId });
  });
