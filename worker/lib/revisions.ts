import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { REVISION_DAYS, REVISIONS_KEPT, type Revision, type RevisionSummary } from "../contract/revisions";
import type { Db } from "../db/client";
import { previewLinks, revisions } from "../db/schema/index";
import { fail } from "./errors";
import { ITEM_KINDS } from "./item-kinds";
import type { ItemResource } from "../contract/revisions";
import type { SessionUser } from "./session-user";

/**
 * What a save versions (docs/decisions.md "Revisions"): the row of `table` that `where` finds, as
 * `snapshot` makes it JSON, filed under `resource` and the row's `idColumn` (uniId, or the id of a
 * one-record table).
 */
export type RevisionTarget = {
  resource: string;
  table: SQLiteTable;
  idColumn: SQLiteColumn;
  where: SQL;
  snapshot: SQL;
  /** Default: the activity's action (create, update). */
  action?: string;
  restoredFrom?: number;
};

/** The version target of an item by its uniId. */
export function itemRevision(resource: ItemResource, uniId: string, extra: Pick<RevisionTarget, "action" | "restoredFrom"> = {}): RevisionTarget {
  const kind = ITEM_KINDS[resource];
  return { resource, table: kind.table, idColumn: kind.table.uniId, where: eq(kind.table.uniId, uniId), snapshot: kind.snapshot, ...extra };
}

const filesOf = (snap: SQL) => sql`(select json_group_array(distinct j.value) from json_tree(${snap}) j where j.type = 'text' and j.value like '/im/%')`;
const itemIdOf = (t: RevisionTarget) => sql`(select cast(${t.idColumn} as text) from ${t.table} where ${t.where} limit 1)`;

/**
 * The statements `commit` (lib/write.ts) puts in a save's batch. `before`, ahead of the writes: the
 * version the row had, if it has no history yet (a row older than this feature), as "baseline". `after`,
 * behind them: the new version, then the pruning of versions both past the last 50 and older than
 * 180 days. All SQL, so the version is the row exactly as the batch left it.
 */
export function revisionStatements(db: Db, t: RevisionTarget, by: SessionUser, at: Date) {
  const itemId = itemIdOf(t);
  const row = sql`select cast(${t.idColumn} as text) as itemId, ${t.snapshot} as snap, "updatedAt" as savedAt from ${t.table} where ${t.where} limit 1`;
  const baseline = db.run(sql`insert into ${revisions} ("resource", "itemId", "savedAt", "savedById", "savedByName", "action", "restoredFrom", "snapshot", "files")
    select ${t.resource}, s.itemId, s.savedAt, null, null, 'baseline', null, s.snap, ${filesOf(sql`s.snap`)} from (${row}) s
    where not exists (select 1 from ${revisions} r where r."resource" = ${t.resource} and r."itemId" = s.itemId)`);
  const version = db.run(sql`insert into ${revisions} ("resource", "itemId", "savedAt", "savedById", "savedByName", "action", "restoredFrom", "snapshot", "files")
    select ${t.resource}, s.itemId, ${at.toISOString()}, ${by.id}, ${by.name}, ${t.action ?? "update"}, ${t.restoredFrom ?? null}, s.snap, ${filesOf(sql`s.snap`)} from (${row}) s`);
  const cutoff = new Date(at.getTime() - REVISION_DAYS * 86_400_000).toISOString();
  const prune = db.run(sql`delete from ${revisions} where "resource" = ${t.resource} and "itemId" = ${itemId} and "savedAt" < ${cutoff}
    and "id" not in (select r."id" from ${revisions} r where r."resource" = ${t.resource} and r."itemId" = ${itemId} order by r."id" desc limit ${REVISIONS_KEPT})`);
  return { before: [baseline], after: [version, prune] };
}

/** An item's deletion takes its history and its shared links with it (their files become the sweep's). */
export const forgetItem = (db: Db, resource: string, itemId: string) => [
  db.delete(revisions).where(and(eq(revisions.resource, resource), eq(revisions.itemId, itemId))),
  db.delete(previewLinks).where(and(eq(previewLinks.resource, resource), eq(previewLinks.itemId, itemId))),
];

const summary = {
  id: revisions.id,
  savedAt: revisions.savedAt,
  savedById: revisions.savedById,
  savedByName: revisions.savedByName,
  action: revisions.action,
  restoredFrom: revisions.restoredFrom,
  files: revisions.files,
};

/** An item's versions, newest first. */
export function listRevisions(db: Db, resource: string, itemId: string): Promise<RevisionSummary[]> {
  return db
    .select(summary)
    .from(revisions)
    .where(and(eq(revisions.resource, resource), eq(revisions.itemId, itemId)))
    .orderBy(desc(revisions.id));
}

/** One version of the item, 404 when it is another item's or gone. */
export async function findRevision(db: Db, resource: string, itemId: string, revisionId: string): Promise<Revision> {
  const id = Number(revisionId);
  const [found] = Number.isSafeInteger(id)
    ? await db
        .select({ ...summary, snapshot: revisions.snapshot })
        .from(revisions)
        .where(and(eq(revisions.id, id), eq(revisions.resource, resource), eq(revisions.itemId, itemId)))
    : [];
  if (!found) fail(404, "Version not found.");
  return found;
}
