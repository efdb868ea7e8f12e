import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { projectDetailsCreate, projectDetailsUpdate } from "../contract/project-details";
import { canUseMenu, MENU_IDS } from "../contract/roles";
import { projectDetails as detailsTable, projects as projectsTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { isApproved } from "../lib/approved";
import { readForm, validate } from "../lib/form";
import { newUniId } from "../lib/ids";
import { checkFileCounts, detailFiles, fileLists, findDetails, findDetailsOrNull } from "../lib/project-details";
import { findProject } from "../lib/projects";
import { fail } from "../middleware/errors";
import { publicCache } from "../middleware/public-cache";
import { requireMenu } from "../middleware/require-menu";
import { registerUploads, storeFiles } from "../storage/store";

const staff = requireMenu([MENU_IDS.projects]);

/** /project-details: one details record per project (SPEC §7). */
export const projectDetails = new Hono<AppEnv>()
  .post("/", staff, async (c) => {
    const { db } = c.var;
    const form = await readForm(c, detailFiles);
    const input = validate(projectDetailsCreate, form.fields);
    checkFileCounts(form.files, true);
    const [project] = await db
      .select({ uniId: projectsTable.uniId })
      .from(projectsTable)
      .where(eq(projectsTable.uniId, input.foreignKey));
    if (!project) fail(422, "No project has this id.", { foreignKey: ["No project has this id"] });
    const taken = () => fail(409, "This project already has details. Edit them instead.");
    if (await findDetailsOrNull(db, project.uniId)) taken();

    const stored = await storeFiles(c.var.bucket, detailFiles, form.files);
    const uniId = newUniId("PDT");
    const now = c.var.now().toISOString();
    try {
      await db.batch([
        db.insert(detailsTable).values({
          ...input,
          ...fileLists(stored.paths),
          apartmentContains: input.apartmentContains ?? [],
          youtubeEmbededLink: input.youtubeEmbededLink ?? [],
          foreignKey: project.uniId,
          uniId,
          createdAt: now,
          updatedAt: now,
        }),
        ...registerUploads(db, stored),
      ]);
    } catch (err) {
      // A concurrent create won the unique foreignKey; the files stay unreferenced for the sweep.
      if (await findDetailsOrNull(db, project.uniId)) taken();
      throw err;
    }
    return c.json(await findDetails(db, uniId), 201);
  })
  .patch("/:id", staff, async (c) => {
    const { db } = c.var;
    const current = await findDetails(db, c.req.param("id"));
    const form = await readForm(c, detailFiles);
    const { foreignKey, ...input } = validate(projectDetailsUpdate, form.fields);
    if (foreignKey && foreignKey !== current.foreignKey) {
      fail(422, "Details stay with their project.", { foreignKey: ["Details stay with their project"] });
    }
    checkFileCounts(form.files, false);
    const stored = await storeFiles(c.var.bucket, detailFiles, form.files);
    await db.batch([
      db
        .update(detailsTable)
        .set({ ...input, ...fileLists(stored.paths), updatedAt: c.var.now().toISOString() })
        .where(eq(detailsTable.uniId, current.uniId)),
      ...registerUploads(db, stored),
    ]);
    return c.json(await findDetails(db, current.uniId));
  })
  .delete("/:id", staff, async (c) => {
    const { db } = c.var;
    const current = await findDetails(db, c.req.param("id"));
    await db.delete(detailsTable).where(eq(detailsTable.uniId, current.uniId));
    return c.json({ deleted: current.uniId });
  });

/**
 * GET /projects/{id}/details (id: the project's uniId or its details' uniId): the project and its
 * `details` (or null). Visitors see approved projects only; staff with the projects menu see any.
 */
export const projectDetailsRead = new Hono<AppEnv>().get("/:id/details", publicCache, async (c) => {
  const { db, user } = c.var;
  const staffView = !!user && canUseMenu(user.designation, MENU_IDS.projects);
  const project = await findProject(db, c.req.param("id"), staffView ? undefined : isApproved(projectsTable.status));
  return c.json({ ...project, details: await findDetailsOrNull(db, project.uniId) });
});
