import { desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Project } from "../contract/projects";
import type { Db } from "../db/client";
import { projectDetails, projects } from "../db/schema/index";
import { fail } from "./errors";

/** Projects with their detail/banner flags in one query (no N+1). */
export async function listProjects(db: Db, where?: SQL): Promise<Project[]> {
  const rows = await db
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

/** 422 unless the given project uniId exists (a banner or details record names its project). */
export async function assertProjectExists(db: Db, uniId: string): Promise<void> {
  const [found] = await db.select({ one: sql<number>`1` }).from(projects).where(eq(projects.uniId, uniId));
  if (!found) fail(422, "No project has this id.", { foreignKey: ["No project has this id"] });
}
