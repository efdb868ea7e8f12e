import { Hono } from "hono";
import { BANNER_IMAGE_MESSAGE, bannerCreate, bannerUpdate } from "../contract/banners";
import { RESOURCES } from "../contract/resources";
import { MENU_IDS } from "../contract/roles";
import { banners as bannersTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { findBanner, listBanners } from "../lib/banners";
import { fail } from "../lib/errors";
import { newUniId } from "../lib/ids";
import { assertProjectExists } from "../lib/projects";
import { checkItemSave, scheduledBy } from "../lib/approval";
import { itemRevision } from "../lib/revisions";
import { trashItem, updateItem } from "../lib/item-writes";
import { writeForm } from "../lib/write";
import { publicCache } from "../middleware/public-cache";
import { publicReads } from "../pages/public-reads";
import { type FileField, IMAGE_OR_VIDEO } from "../storage/upload-rules";
import { endpoint, multipart } from "../middleware/endpoint";

const files: FileField[] = [{ name: "imagesVideos", folder: "bannerImages", rule: IMAGE_OR_VIDEO, multiple: false }];

/** /banner: the home slider (docs/product.md §7). Items carry `project` (name, category, image) for thumbnails. */
export const banners = new Hono<AppEnv>()
  .get(
    "/",
    endpoint({ summary: "Approved banners with their project", access: "public" }),
    publicCache,
    async (c) => c.json(await publicReads.banners(c.var.db, {}, { now: c.var.now() })),
  )
  .get("/all", endpoint({ summary: "Every banner", access: [MENU_IDS.banners] }), async (c) => c.json(await listBanners(c.var.db, { publicView: false })))
  .post("/add", endpoint({ summary: "Add a banner", access: [MENU_IDS.banners], body: multipart(bannerCreate, files) }), async (c) => {
    const uniId = newUniId(RESOURCES.banners.prefix);
    const now = c.var.now().toISOString();
    const created = await writeForm(c, {
      files,
      schema: bannerCreate,
      check: async (input, form) => {
        if (!form.files.imagesVideos?.length) fail(422, BANNER_IMAGE_MESSAGE, { imagesVideos: [BANNER_IMAGE_MESSAGE] });
        if (input.foreignKey) await assertProjectExists(c.var.db, input.foreignKey);
        await checkItemSave(c, "banners", input);
      },
      write: (input, paths) =>
        c.var.db.insert(bannersTable).values({
          ...input,
          ...scheduledBy(c, input),
          foreignKey: input.foreignKey ?? null,
          imagesVideos: paths.imagesVideos![0]!,
          uniId,
          createdAt: now,
          updatedAt: now,
        }),
      activity: (input) => ({ action: "create", resource: "banners", resourceId: uniId, label: input.title }),
      revision: itemRevision("banner", uniId),
      find: () => findBanner(c.var.db, uniId),
    });
    return c.json(created, 201);
  })
  .patch("/:id", endpoint({ summary: "Edit a banner", access: [MENU_IDS.banners], body: multipart(bannerUpdate, files) }), async (c) => {
    const current = await findBanner(c.var.db, c.req.param("id"));
    const updated = await updateItem(c, {
      kind: "banner",
      current,
      file: "imagesVideos",
      files,
      schema: bannerUpdate,
      check: async (input) => {
        if (input.foreignKey) await assertProjectExists(c.var.db, input.foreignKey);
      },
      label: (input) => input.title ?? current.title,
      find: (uniId) => findBanner(c.var.db, uniId),
    });
    return c.json(updated);
  })
  .delete("/:id", endpoint({ summary: "Move a banner to the Trash", access: [MENU_IDS.banners] }), async (c) => {
    const current = await findBanner(c.var.db, c.req.param("id"));
    return trashItem(c, "banner", current, current.title);
  });
