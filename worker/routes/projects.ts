import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { MENU_IDS } from "../contract/roles";
import { projectCreate, projectUpdate } from "../contract/projects";
import { banners, projectDetails, projects as projectsTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { isApproved } from "../lib/approved";
import { readForm, validate } from "../lib/form";
import { newUniId } from "../lib/ids";
import { findProject, listProjects } from "../lib/projects";
import { publicCache } from "../middleware/public-cache";
import { requireMenu } from "../middleware/require-menu";
import { registerUploads, storeFiles } from "../storage/store";
import { type FileField, IMAGE } from "../storage/upload-rules";

const files: FileField[] = [{ name: "mainImage", folder: "projectImages", rule: IMAGE, multiple: false }];
const staff = requireMenu([MENU_IDS.projects]);

export const projects = new Hono<AppEnv>()
  .get("/", publicCache, async (c) => c.json(await listProjects(c.var.db, isApproved(projectsTable.status))))
  .get("/all", requireMenu([MENU_IDS.projects], "Access denied: Admins only"), async (c) =>
    c.json(await listProjects(c.var.db)),
  )
  .post("/add", staff, async (c) => {
    const form = await readForm(c, files);
    const input = validate(projectCreate, form.fields);
    const stored = await storeFiles(c.var.bucket, files, form.files);
    const { db } = c.var;
    const uniId = newUniId("PRJ");
    const now = c.var.now().toISOString();
    await db.batch([
      db.insert(projectsTable).values({
        ...input,
        locationCode: input.locationCode ?? null,
        uniId,
        mainImage: stored.paths.mainImage?.[0] ?? null,
        createdAt: now,
        updatedAt: now,
      }),
      ...registerUploads(db, stored),
    ]);
    return c.json(await findProject(db, uniId), 201);
  })
  .patch("/:id", staff, async (c) => {
    const { db } = c.var;
    const current = await findProject(db, c.req.param("id"));
    const form = await readForm(c, files);
    const input = validate(projectUpdate, form.fields);
    const stored = await storeFiles(c.var.bucket, files, form.files);
    const mainImage = stored.paths.mainImage?.[0];
    await db.batch([
      db
        .update(projectsTable)
        .set({ ...input, ...(mainImage ? { mainImage } : {}), updatedAt: c.var.now().toISOString() })
        .where(eq(projectsTable.uniId, current.uniId)),
      ...registerUploads(db, stored),
    ]);
    return c.json(await findProject(db, current.uniId));
  })
  .delete("/:id", staff, async (c) => {
    const { db } = c.var;
    const current = await findProject(db, c.req.param("id"));
    // Explicit, so the cascade holds even on a connection without PRAGMA foreign_keys.
    await db.batch([
      db.delete(projectDetails).where(eq(projectDetails.foreignKey, current.uniId)),
      db.update(banners).set({ foreignKey: null }).where(eq(banners.foreignKey, current.uniId)),
      db.delete(projectsTable).where(eq(projectsTable.uniId, current.uniId)),
    ]);
    return c.json({ deleted: current.uniId });
  });
