import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { BANNER_IMAGE_MESSAGE, bannerCreate, bannerUpdate } from "../contract/banners";
import { MENU_IDS } from "../contract/roles";
import { banners as bannersTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { assertProjectExists, findBanner, listBanners } from "../lib/banners";
import { readForm, validate } from "../lib/form";
import { newUniId } from "../lib/ids";
import { fail } from "../middleware/errors";
import { publicCache } from "../middleware/public-cache";
import { requireMenu } from "../middleware/require-menu";
import { registerUploads, storeFiles } from "../storage/store";
import { type FileField, IMAGE_OR_VIDEO } from "../storage/upload-rules";

const files: FileField[] = [{ name: "imagesVideos", folder: "bannerImages", rule: IMAGE_OR_VIDEO, multiple: false }];
const staff = requireMenu([MENU_IDS.banners]);

/** /banner: the home slider (SPEC §7). Items carry `project` (name, category, image) for thumbnails. */
export const banners = new Hono<AppEnv>()
  .get("/", publicCache, async (c) => c.json(await listBanners(c.var.db, { publicView: true })))
  .get("/all", staff, async (c) => c.json(await listBanners(c.var.db, { publicView: false })))
  .post("/add", staff, async (c) => {
    const { db } = c.var;
    const form = await readForm(c, files);
    const input = validate(bannerCreate, form.fields);
    if (!form.files.imagesVideos?.length) fail(422, BANNER_IMAGE_MESSAGE, { imagesVideos: [BANNER_IMAGE_MESSAGE] });
    if (input.foreignKey) await assertProjectExists(db, input.foreignKey);
    const stored = await storeFiles(c.var.bucket, files, form.files);
    const uniId = newUniId("BNR");
    const now = c.var.now().toISOString();
    await db.batch([
      db.insert(bannersTable).values({
        ...input,
        foreignKey: input.foreignKey ?? null,
        imagesVideos: stored.paths.imagesVideos![0]!,
        uniId,
        createdAt: now,
        updatedAt: now,
      }),
      ...registerUploads(db, stored),
    ]);
    return c.json(await findBanner(db, uniId), 201);
  })
  .patch("/:id", staff, async (c) => {
    const { db } = c.var;
    const current = await findBanner(db, c.req.param("id"));
    const form = await readForm(c, files);
    const input = validate(bannerUpdate, form.fields);
    if (input.foreignKey) await assertProjectExists(db, input.foreignKey);
    const stored = await storeFiles(c.var.bucket, files, form.files);
    const imagesVideos = stored.paths.imagesVideos?.[0];
    await db.batch([
      db
        .update(bannersTable)
        .set({ ...input, ...(imagesVideos ? { imagesVideos } : {}), updatedAt: c.var.now().toISOString() })
        .where(eq(bannersTable.uniId, current.uniId)),
      ...registerUploads(db, stored),
    ]);
    return c.json(await findBanner(db, current.uniId));
  })
  .delete("/:id", staff, async (c) => {
    const { db } = c.var;
    const current = await findBanner(db, c.req.param("id"));
    await db.delete(bannersTable).where(eq(bannersTable.uniId, current.uniId));
    return c.json({ deleted: current.uniId });
  });
