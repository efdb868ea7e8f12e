import { desc, eq, lt, type SQL, sql } from "drizzle-orm";
import { TRASH_DAYS, type TrashItem, type TrashQuery, type TrashResource } from "../contract/trash";
import type { Page } from "../contract/paging";
import type { Db } from "../db/client";
import { trash } from "../db/schema/index";
import type { LoggedChange } from "./activity";
import { fail } from "./errors";
import { matchesAny, offsetOf } from "./paging";
import { TRASH_KINDS } from "./trash-kinds";
import { partKey, rowJson } from "./trash-rows";
import type { Statement } from "./write";

/**
 * The Trash (issue 43; docs/decisions.md "Trash"). Every dashboard delete is `moveToTrash`: ONE
 * statement copies, inside the delete's own batch, every row the delete removes into a `trash` row
 * (`payload`: per table, each row as JSON by property name, JSON columns nested; `files`: every /im
 * path they name, a lead's private keys as `/im/<key>`), then the deletes run. Taken in the same
 * transaction as the deletes, the copy is exactly what they remove: no edit can fall in between.
 */
const imPaths = (payload: SQL) => sql`(select json_group_array(distinct v) from (
  select j.value as v from json_tree(${payload}) j where j.type = 'text' and j.value like '/im/%'
  union select '/im/' || json_extract(f.value, '$.key') from json_each(${payload}, '$.message_files') f))`;

/**
 * The statements of a delete that moves `itemId` of `resource` to the Trash, for `commit`'s batch:
 * the copy, then the kind's other removals (sessions, preview links), then the deletes, the item's
 * own last (its `rowsAffected` says whether this batch removed it). `guard` holds all of them back
 * (the last Super-Admin). Nothing is copied if the item is already gone (a second click).
 */
export function moveToTrash(db: Db, resource: TrashResource, itemId: string, title: string, change: LoggedChange, guard?: SQL): Statement[] {
  const kind = TRASH_KINDS[resource];
  const parts = kind.parts(itemId);
  const main = parts.at(-1)!;
  const guarded = (where: SQL) => (guard ? sql`(${where}) and ${guard}` : where);
  const copies = parts.map((p) => sql`${partKey(p.table)}, json((select json_group_array(json(${p.row ?? rowJson(p.table)})) from ${p.table} where ${p.where}))`);
  const copy = db.run(sql`insert into ${trash} ("resource", "itemId", "title", "payload", "files", "deletedAt", "deletedById", "deletedByName")
    select ${resource}, ${itemId}, ${title}, p.payload, ${imPaths(sql`p.payload`)}, ${change.at.toISOString()}, ${change.by.id}, ${change.by.name}
    from (select json_object(${sql.join(copies, sql`, `)}) as payload) p
    where exists (select 1 from ${main.table} where ${guarded(main.where)})`);
  const deletes = parts.filter((p) => !p.keepRows).map((p) => db.delete(p.table).where(guarded(p.where)));
  return [copy, ...(kind.alsoRemove?.(db, itemId, guarded) ?? []), ...deletes];
}

export type TrashEntry = typeof trash.$inferSelect & { resource: TrashResource };

/** One entry, 404 when it is not (or no longer) in the Trash. */
export async function findTrash(db: Db, id: string): Promise<TrashEntry> {
  const n = Number(id);
  const [found] = /^[0-9]+$/.test(id) && Number.isSafeInteger(n) ? await db.select().from(trash).where(eq(trash.id, n)) : [];
  if (!found || !(found.resource in TRASH_KINDS)) fail(404, "This item is not in the Trash.");
  return found as TrashEntry;
}

/** GET /trash: one page, newest first; `deletedBy` the deleter's name as it was. */
export async function pageTrash(db: Db, query: TrashQuery): Promise<Page<TrashItem>> {
  const where = matchesAny(query.q, [trash.title, trash.itemId]);
  const [[counted], items] = await db.batch([
    db.select({ total: sql<number>`count(*)` }).from(trash).where(where),
    db
      .select({ id: trash.id, resource: trash.resource, itemId: trash.itemId, title: trash.title, deletedAt: trash.deletedAt, deletedBy: trash.deletedByName })
      .from(trash)
      .where(where)
      .orderBy(desc(trash.deletedAt), desc(trash.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
  ]);
  return { items: items as TrashItem[], total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The daily cron's emptying: entries deleted more than TRASH_DAYS ago go; their files become the sweep's. */
export const emptyOldTrash = (db: Db, now: Date) => db.delete(trash).where(lt(trash.deletedAt, new Date(now.getTime() - TRASH_DAYS * 86_400_000).toISOString()));
