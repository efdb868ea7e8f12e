import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { projectDetailsCreate, projectDetailsUpdate } from "../contract/project-details";
import { canUseMenu, MENU_IDS } from "../contract/roles";
import { RESOURCES } from "../contract/resources";
import { projectDetails as detailsTable, projects as projectsTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { isApproved } from "../lib/approved";
import { conflictOr, fail } from "../lib/errors";
import { newUniId } from "../lib/ids";
import { checkFileCounts, detailFiles, fileLists } from "../lib/project-details";
import { assertProjectExists, findProject, findProjectDetails, findProjectDetailsOrNull } from "../lib/projects";
import { assertMayChangeLive } from "../lib/approval";
import { itemRevision } from "../lib/revisions";
import { moveToTrash } from "../lib/trash";
import { commit, writeForm } from "../lib/write";
import { changeBy } from "../lib/activity";
import { publicCache } from "../middleware/public-cache";
import { forVisitors, projectWithDetails } from "../pages/public-reads";
import { endpoint, multipart } from "../middleware/endpoint";

const DETAILS_TAKEN = "This project already has details. Edit them instead.";

/** /project-details: one details record per project (docs/product.md §7). */
export const projectDetails = new Hono<AppEnv>()
  .post("/", endpoint({ summary: "Add a project's details", access: [MENU_IDS.projects], body: multipart(projectDetailsCreate, detailFiles) }), async (c) => {
    const uniId = newUniId(RESOURCES["project-details"].prefix);
    const now = c.var.now().toISOString();
    const created = await writeForm(c, {
      files: detailFiles,
      schema: projectDetailsCreate,
      check: async (input, form) => {
        checkFileCounts(form.files, true);
        await assertProjectExists(c.var.db, input.foreignKey);
        if (await findProjectDetailsOrNull(c.var.db, input.foreignKey)) fail(409, DETAILS_TAKEN);
        // An approved project's details are live text: the approval setting holds for them too.
        await assertMayChangeLive(c, (await findProject(c.var.db, input.foreignKey)).status);
      },
      write: (input, paths) =>
        c.var.db.insert(detailsTable).values({
          ...input,
          ...fileLists(paths),
          apartmentContains: input.apartmentContains ?? [],
          youtubeEmbededLink: input.youtubeEmbededLink ?? [],
          uniId,
          createdAt: now,
          updatedAt: now,
        }),
      // A concurrent create won the unique foreignKey; the files stay unreferenced for the sweep.
      activity: (input) => ({ action: "create", resource: "project-details", resourceId: uniId, label: input.foreignKey }),
      // A project's version holds its details (issue 32): saving them versions the project.
      revision: (input) => itemRevision("projects", input.foreignKey, { action: "update" }),
      onBatchError: conflictOr(DETAILS_TAKEN),
      find: () => findProjectDetails(c.var.db, uniId),
    });
    return c.json(created, 201);
  })
  .patch("/:id", endpoint({ summary: "Edit a project's details", access: [MENU_IDS.projects], body: multipart(projectDetailsUpdate, detailFiles) }), async (c) => {
    const current = await findProjectDetails(c.var.db, c.req.param("id"));
    const updated = await writeForm(c, {
      files: detailFiles,
      schema: projectDetailsUpdate,
      check: ({ foreignKey, keep }, form) => {
        if (foreignKey && foreignKey !== current.foreignKey) {
          fail(422, "Details stay with their project.", { foreignKey: ["Details stay with their project"] });
        }
        checkFileCounts(form.files, false, keep);
        return findProject(c.var.db, current.foreignKey).then((project) => assertMayChangeLive(c, project.status));
      },
      write: ({ foreignKey: _project, keep, ...input }, paths) =>
        c.var.db
          .update(detailsTable)
          .set({ ...input, ...fileLists(paths, current, keep), updatedAt: c.var.now().toISOString() })
          .where(eq(detailsTable.uniId, current.uniId)),
      activity: () => ({ action: "update", resource: "project-details", resourceId: current.uniId, label: current.foreignKey }),
      revision: itemRevision("projects", current.foreignKey, { action: "update" }),
      find: () => findProjectDetails(c.var.db, current.uniId),
    });
    return c.json(updated);
  })
  .delete("/:id", endpoint({ summary: "Move a project's details to the Trash", access: [MENU_IDS.projects] }), async (c) => {
    const { db } = c.var;
    const current = await findProjectDetails(db, c.req.param("id"));
    // Deleting an approved project's details empties its live page: an approver's change (issue 41).
    const project = await findProject(db, current.foreignKey);
    await assertMayChangeLive(c, project.status);
    // To the Trash (lib/trash.ts); restoring them needs their project (docs/decisions.md "Trash").
    const activity = changeBy(c, { action: "delete", resource: "project-details", resourceId: current.uniId, label: current.foreignKey });
    await commit(db, moveToTrash(db, "project-details", current.uniId, `Details of ${project.name}`, activity), {
      activity,
      revision: itemRevision("projects", current.foreignKey, { action: "update" }),
    });
    return c.json({ deleted: current.uniId });
  });

/**
 * GET /projects/{id}/details (id: the project's uniId or its details' uniId): the project and its
 * `details` (or null). Visitors see approved projects only; staff with the projects menu see any.
 */
export const projectDetailsRead = new Hono<AppEnv>().get(
  "/:id/details",
  endpoint({ summary: "A project with its details (by uniId or the details' uniId)", access: "public" }),
  publicCache,
  async (c) => {
    const { db, user } = c.var;
    const staffView = !!user && canUseMenu(user.designation, MENU_IDS.projects);
    const found = await projectWithDetails(db, c.req.param("id"), staffView ? undefined : isApproved(projectsTable, { now: c.var.now() }));
    return c.json(staffView ? found : forVisitors(found));
  },
);
