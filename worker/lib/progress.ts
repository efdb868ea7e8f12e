import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ProgressStage, ProgressSummary, ProgressUpdate } from "../contract/progress";
import type { Db } from "../db/client";
import { projects, revisions } from "../db/schema/index";
import { progress } from "../db/schema/progress";
import { isApproved, type ReadView } from "./approved";
import type { Attachment } from "./attachments";
import { fail } from "./errors";
import { dropLinks, firstOf, insertRows, rowExists, rowJson, takenIf, versionsOf } from "./trash-rows";

/** Newest first: by the update's date, then the later entry of the same day. */
const newestFirst = [desc(progress.date), desc(progress.createdAt), desc(progress.id)];

/** A project's updates: every one for staff (`view` false), what visitors see otherwise (approved, in its window). */
export function listProgress(db: Db, projectUniId: string, view: ReadView | false, where?: SQL): Promise<ProgressUpdate[]> {
  return db
    .select()
    .from(progress)
    .where(and(eq(progress.projectUniId, projectUniId), view ? isApproved(progress, view) : undefined, where))
    .orderBy(...newestFirst);
}

/** An update by its uniId, or the API's 404. */
export async function findProgress(db: Db, uniId: string): Promise<ProgressUpdate> {
  const [found] = await db.select().from(progress).where(eq(progress.uniId, uniId));
  return found ?? fail(404, "Progress update not found.");
}

/** 422 unless the project exists (a new update names its project). */
export async function assertProgressProject(db: Db, uniId: string): Promise<void> {
  const [found] = await db.select({ uniId: projects.uniId }).from(projects).where(eq(projects.uniId, uniId));
  if (!found) fail(422, "No project has this id.", { projectUniId: ["No project has this id"] });
}

/**
 * The latest update visitors may see of each project in `uniIds`, for its card in the listing
 * ("Structure · 60%"): one query, the newest approved update per project by the same order as the page's timeline.
 */
export async function progressSummaries(db: Db, uniIds: string[], view: ReadView): Promise<Map<string, ProgressSummary>> {
  if (!uniIds.length) return new Map();
  const ranked = db
    .select({
      projectUniId: progress.projectUniId,
      stage: progress.stage,
      percent: progress.percent,
      date: progress.date,
      rank: sql<number>`row_number() over (partition by ${progress.projectUniId} order by ${progress.date} desc, ${progress.createdAt} desc, ${progress.id} desc)`.as("rank"),
    })
    .from(progress)
    .where(and(inArray(progress.projectUniId, uniIds), isApproved(progress, view)))
    .as("ranked");
  const rows = await db.select().from(ranked).where(eq(ranked.rank, 1));
  return new Map(rows.map((r) => [r.projectUniId, { stage: r.stage as ProgressStage, percent: r.percent, date: r.date }]));
}

/** Projects as the public list answers them, each with its latest visible update (`progress`, null for none). */
export async function withProgress<T extends { uniId: string }>(db: Db, list: T[], view: ReadView): Promise<(T & { progress: ProgressSummary | null })[]> {
  const latest = await progressSummaries(db, list.map((p) => p.uniId), view);
  return list.map((p) => ({ ...p, progress: latest.get(p.uniId) ?? null }));
}

const projectPage = (uniId: string) => `/projects/${encodeURIComponent(uniId)}`;

/**
 * What the worker attaches to progress (lib/attachments.ts): shown on its project's page (the preview
 * names it by `?item=`, routes/preview.ts), named by its project, stage, percent and date ("UDAY Meghna ·
 * structure 60% · 2026-10-01"); in the Trash with its versions, coming back only to its project (restore
 * that first), and taken along with its project; its photos kept from the orphan sweep.
 */
export const progressAttachment: Attachment<"progress"> = {
  table: progress,
  item: {
    path: (_uniId, owner) => projectPage(owner ?? ""),
    snapshot: rowJson(progress),
    label: sql`(select "name" from "projects" p where p."uniId" = ${progress.projectUniId}) || ' · ' || ${progress.stage} || ' ' || ${progress.percent} || '% · ' || ${progress.date}`,
    owner: progress.projectUniId,
    find: findProgress,
  },
  trash: {
    parts: (uniId) => [versionsOf("progress", uniId), { table: progress, where: eq(progress.uniId, uniId) }],
    alsoRemove: dropLinks("progress"),
    check: async (db, payload, uniId) => {
      const owner = String(firstOf(payload, progress)?.projectUniId);
      if (!(await rowExists(db, projects, eq(projects.uniId, owner)))) fail(409, `Its project ${owner} is not there: restore the project first.`);
      takenIf(await rowExists(db, progress, eq(progress.uniId, uniId)));
    },
    restore: (db, payload) => [...insertRows(db, progress, payload), ...insertRows(db, revisions, payload)],
  },
  partOf: {
    resource: "projects",
    parts: (projectUniId) => [
      { table: revisions, where: and(eq(revisions.resource, "progress"), sql`${revisions.itemId} in (select ${progress.uniId} from ${progress} where ${progress.projectUniId} = ${projectUniId})`)! },
      { table: progress, where: eq(progress.projectUniId, projectUniId) },
    ],
  },
  files: { json: ["images"] },
};
