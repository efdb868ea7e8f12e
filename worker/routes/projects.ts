import { Hono } from "hono";
import { matchesSearch } from "../contract/project-search";
import { MENU_IDS } from "../contract/roles";
import { RESOURCES } from "../contract/resources";
import { projectCreate, projectUpdate } from "../contract/projects";
import { projects as projectsTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { newUniId } from "../lib/ids";
import { readPageQuery } from "../lib/paging";
import { findProject, listProjects, pageProjects } from "../lib/projects";
import { checkItemSave, scheduledBy } from "../lib/approval";
import { itemRevision } from "../lib/revisions";
import { trashItem, updateItem } from "../lib/item-writes";
import { writeForm } from "../lib/write";
import { publicCache } from "../middleware/public-cache";
import { publicReads } from "../pages/public-reads";
import { type FileField, IMAGE } from "../storage/upload-rules";
import { endpoint, multipart } from "../middleware/endpoint";

const files: FileField[] = [{ name: "mainImage", folder: "projectImages", rule: IMAGE, multiple: false }];

/** /projects: the public list, the staff list and the project forms (docs/product.md §7). */
export const projects = new Hono<AppEnv>()
  // `search`: the listing's search (contract/project-search.ts), English and Bengali texts alike.
  .get(
    "/",
    endpoint({ summary: "Approved projects with detail/banner flags; optional search (name, title, location, English or Bengali)", access: "public" }),
    publicCache,
    async (c) => {
      const list = await publicReads.projects(c.var.db, {}, { now: c.var.now() });
      const search = c.req.query("search")?.slice(0, 200);
      return c.json(search ? list.filter((p) => matchesSearch(p, search)) : list);
    },
  )
  // With `page` (and optional pageSize, q matching name, uniId or category): one page and the total.
  .get(
    "/all",
    endpoint({
      summary: "Every project, newest first; with ?page (pageSize, q on name, uniId, category) one page and the total (403: Access denied: Admins only)",
      access: [MENU_IDS.projects],
      denied: "Access denied: Admins only",
    }),
    async (c) => {
      const paging = readPageQuery(c);
      return c.json(paging ? await pageProjects(c.var.db, paging) : await listProjects(c.var.db));
    },
  )
  .post("/add", endpoint({ summary: "Add a project", access: [MENU_IDS.projects], body: multipart(projectCreate, files) }), async (c) => {
    const uniId = newUniId(RESOURCES.projects.prefix);
    const now = c.var.now().toISOString();
    const created = await writeForm(c, {
      files,
      schema: projectCreate,
      check: (input) => checkItemSave(c, "projects", input),
      write: (input, paths) =>
        c.var.db.insert(projectsTable).values({
          ...input,
          ...scheduledBy(c, input),
          locationCode: input.locationCode ?? null,
          uniId,
          mainImage: paths.mainImage?.[0] ?? null,
          createdAt: now,
          updatedAt: now,
        }),
      activity: (input) => ({ action: "create", resource: "projects", resourceId: uniId, label: input.name }),
      revision: itemRevision("projects", uniId),
      find: () => findProject(c.var.db, uniId),
    });
    return c.json(created, 201);
  })
  .patch("/:id", endpoint({ summary: "Edit a project", access: [MENU_IDS.projects], body: multipart(projectUpdate, files) }), async (c) => {
    const current = await findProject(c.var.db, c.req.param("id"));
    const updated = await updateItem(c, {
      kind: "projects",
      current,
      file: "mainImage",
      files,
      schema: projectUpdate,
      label: (input) => input.name ?? current.name,
      find: (uniId) => findProject(c.var.db, uniId),
    });
    return c.json(updated);
  })
  .delete("/:id", endpoint({ summary: "Move a project and its details to the Trash", access: [MENU_IDS.projects] }), async (c) => {
    const current = await findProject(c.var.db, c.req.param("id"));
    // Its banners are unlinked (lib/trash.ts).
    return trashItem(c, "projects", current, current.name);
  });
