import { count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Page, PageQuery } from "../contract/paging";
import type { ProjectDetails } from "../contract/project-details";
import type { Project } from "../contract/projects";
import type { Db } from "../db/client";
import { projectDetails, projects } from "../db/schema/index";
import { fail } from "./errors";
import { likePattern, offsetOf } from "./paging";

/** Projects with their detail/banner flags in one query (no N+1); `page` limits it to one page. */
export async function listProjects(db: Db, where?: SQL, page?: { limit: number; offset: number }): Promise<Project[]> {
  const query = db
    .select({
      project: projects,
      // Spelled out: drizzle leaves columns unqualified in select fields, which inside a
      // subquery would bind "uniId" to the inner table.
      detail: sql<number>`exists(select 1 from "project_details" d where d."foreignKey" = "projects"."uniId")`,
      banner: sql<number>`exists(select 1 from "banners" b where b."foreignKey" = "projects"."uniId")`,
    })
    .from(projects)
    .where(where)
    .orderBy(desc(projects.updatedAt), desc(projects.id));
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return rows.map((r) => ({ ...r.project, detail: !!r.detail, banner: !!r.banner }));
}

/** A project by its uniId (or, for the details route, by its details' uniId). */
export async function findProject(db: Db, id: string, where?: SQL): Promise<Project> {
  const [found] = await listProjects(
    db,
    sql`${or(
      eq(projects.uniId, id),
      sql`${projects.uniId} in (select ${projectDetails.foreignKey} from ${projectDetails} where ${projectDetails.uniId} = ${id})`,
    )}${where ? sql` and ${where}` : sql``}`,
  );
  if (!found) fail(404, "Project not found.");
  return found;
}

/**
 * A project's details record by its own uniId or by its project's uniId (foreignKey): here beside the
 * project it belongs to, which a visitor's project page reads with it (pages/public-reads.ts).
 */
export async function findProjectDetails(db: Db, id: string): Promise<ProjectDetails> {
  const found = await findProjectDetailsOrNull(db, id);
  if (!found) fail(404, "Project details not found.");
  return found;
}

export async function findProjectDetailsOrNull(db: Db, id: string): Promise<ProjectDetails | null> {
  const [found] = await db
    .select()
    .from(projectDetails)
    .where(or(eq(projectDetails.uniId, id), eq(projectDetails.foreignKey, id)))
    .limit(1);
  return found ?? null;
}

/** 422 unless the given project uniId exists (a banner or details record names its project). */
export async function assertProjectExists(db: Db, uniId: string): Promise<void> {
  const [found] = await db.select({ one: sql<number>`1` }).from(projects).where(eq(projects.uniId, uniId));
  if (!found) fail(422, "No project has this id.", { foreignKey: ["No project has this id"] });
}

/** `q` in the staff list's search: the name, the uniId or the category, literally (docs/decisions.md). */
const matching = (q: string): SQL | undefined => {
  if (!q) return undefined;
  const like = likePattern(q);
  return sql`(${projects.name} like ${like} escape '\\' or ${projects.uniId} like ${like} escape '\\' or ${projects.category} like ${like} escape '\\')`;
};

/** One page of the staff list, newest first, and the count of every match: two queries, whatever the page size. */
export async function pageProjects(db: Db, q: PageQuery & { page: number }): Promise<Page<Project>> {
  const where = matching(q.q);
  const [[counted], items] = await Promise.all([
    db.select({ total: count() }).from(projects).where(where),
    listProjects(db, where, { limit: q.pageSize, offset: offsetOf(q) }),
  ]);
  return { items, total: counted?.total ?? 0, page: q.page, pageSize: q.pageSize };
}
