import { Hono } from "hono";
import { PROGRESS_IMAGES, progressCreate, progressUpdate, type ProgressUpdate } from "../contract/progress";
import { RESOURCES } from "../contract/resources";
import { MENU_IDS } from "../contract/roles";
import { progress as progressTable } from "../db/schema/progress";
import type { AppEnv } from "../env";
import { checkItemSave, scheduledBy } from "../lib/approval";
import { newUniId } from "../lib/ids";
import { trashItem, updateItem } from "../lib/item-writes";
import { assertProgressProject, findProgress, listProgress } from "../lib/progress";
import { itemRevision } from "../lib/revisions";
import { writeForm } from "../lib/write";
import { endpoint, multipart } from "../middleware/endpoint";
import { publicCache } from "../middleware/public-cache";
import { publicReads } from "../pages/public-reads";
import { type FileField, IMAGE } from "../storage/upload-rules";


const files: FileField[] = [{ name: "images", folder: "projectImages", rule: IMAGE, multiple: true, maxFiles: PROGRESS_IMAGES }];
const staff = [MENU_IDS.projects];

/** The activity log's and the Trash's words for an update: "PRJ-0001 · structure 60% · 2026-10-01". */
const labelOf = (u: Pick<ProgressUpdate, "projectUniId" | "stage" | "percent" | "date">) => `${u.projectUniId} · ${u.stage} ${u.percent}% · ${u.date}`;

/** GET /projects/{uniId}/progress (mounted under /projects): what visitors see of a project's construction, newest first. */
export const projectProgress = new Hono<AppEnv>().get(
  "/:uniId/progress",
  endpoint({ summary: "A project's approved construction updates, newest first (404 when the project is not public)", access: "public" }),
  publicCache,
  async (c) => c.json(await publicReads.progress(c.var.db, { id: c.req.param("uniId") }, { now: c.var.now() })),
);

/**
 * /progress (issue 45 item 4): a project's construction updates for staff of the projects menu, approved,
 * scheduled, versioned and previewed as the other content (lib/item-writes.ts, docs/decisions.md "Construction progress").
 */
export const progressRoutes = new Hono<AppEnv>()
  .get("/all", endpoint({ summary: "Every update of ?project={uniId}, whatever its status, newest first", access: staff }), async (c) =>
    c.json(await listProgress(c.var.db, c.req.query("project") ?? "", false)),
  )
  .post("/add", endpoint({ summary: "Add a construction update to a project", access: staff, body: multipart(progressCreate, files) }), async (c) => {
    const uniId = newUniId(RESOURCES.progress.prefix);
    const now = c.var.now().toISOString();
    const created = await writeForm(c, {
      files,
      schema: progressCreate,
      check: async (input) => {
        await assertProgressProject(c.var.db, input.projectUniId);
        await checkItemSave(c, "progress", input);
      },
      write: (input, paths) =>
        c.var.db.insert(progressTable).values({ ...input, ...scheduledBy(c, input), images: paths.images ?? [], uniId, createdAt: now, updatedAt: now }),
      activity: (input) => ({ action: "create", resource: "progress", resourceId: uniId, label: labelOf(input) }),
      revision: itemRevision("progress", uniId),
      find: () => findProgress(c.var.db, uniId),
    });
    return c.json(created, 201);
  })
  .patch("/:id", endpoint({ summary: "Edit a construction update (new images replace its images)", access: staff, body: multipart(progressUpdate, files) }), async (c) => {
    const current = await findProgress(c.var.db, c.req.param("id"));
    const updated = await updateItem(c, {
      kind: "progress",
      current,
      file: "images",
      files,
      schema: progressUpdate,
      label: (input) => labelOf({ ...current, ...input }),
      find: (uniId) => findProgress(c.var.db, uniId),
    });
    return c.json(updated);
  })
  .delete("/:id", endpoint({ summary: "Move a construction update to the Trash", access: staff }), async (c) => {
    const current = await findProgress(c.var.db, c.req.param("id"));
    return trashItem(c, "progress", current, labelOf(current));
  });
