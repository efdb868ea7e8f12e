import { and, asc, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { ITEM_RESOURCES, type ItemRef, type ItemResource, type ScheduleEntry } from "../contract/revisions";
import type { Db } from "../db/client";
import { users } from "../db/schema/index";
import { ITEM_KINDS } from "./item-kinds";
import { itemRevision } from "./revisions";
import { commit } from "./write";

const refColumns = (resource: ItemResource) => {
  const { table, labelColumn } = ITEM_KINDS[resource];
  return {
    uniId: table.uniId,
    label: sql<string>`coalesce(${labelColumn}, '')`,
    status: table.status,
    updatedAt: table.updatedAt,
    publishAt: table.publishAt,
    unpublishAt: table.unpublishAt,
  };
};

async function eachKind<T>(resources: readonly ItemResource[], read: (resource: ItemResource) => Promise<T[]>): Promise<T[]> {
  return (await Promise.all(resources.map(read))).flat();
}

/** Items saved as pending or checking, oldest first: what waits for an approver (GET /approvals). */
export async function waitingApprovals(db: Db, resources: readonly ItemResource[] = ITEM_RESOURCES): Promise<ItemRef[]> {
  const rows = await eachKind(resources, async (resource) => {
    const { table } = ITEM_KINDS[resource];
    const found = await db.select(refColumns(resource)).from(table).where(inArray(sql`lower(${table.status})`, ["pending", "checking"])).orderBy(asc(table.updatedAt));
    return found.map((r) => ({ resource, ...r }));
  });
  return rows.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
}

/** What goes live or comes down after `now` and within `days` (GET /schedule), soonest first. */
export async function upcomingChanges(db: Db, now: Date, days = 7, resources: readonly ItemResource[] = ITEM_RESOURCES): Promise<ScheduleEntry[]> {
  const from = now.toISOString();
  const until = new Date(now.getTime() + days * 86_400_000).toISOString();
  const within = (col: SQL | unknown) => sql`(${col} > ${from} and ${col} <= ${until})`;
  const rows = await eachKind(resources, async (resource) => {
    const { table } = ITEM_KINDS[resource];
    const found = await db.select(refColumns(resource)).from(table).where(or(within(table.publishAt), within(table.unpublishAt)));
    return found.flatMap((r): ScheduleEntry[] => [
      ...(r.publishAt && r.publishAt > from && r.publishAt <= until ? [{ resource, ...r, change: "publish" as const, at: r.publishAt }] : []),
      ...(r.unpublishAt && r.unpublishAt > from && r.unpublishAt <= until ? [{ resource, ...r, change: "unpublish" as const, at: r.unpublishAt }] : []),
    ]);
  });
  return rows.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The minute cron (worker/index.ts; issue 32): each approved item whose `publishAt` has come is
 * published (the time is cleared: it is plainly approved now), each whose `unpublishAt` has come is
 * taken down (archived, both times cleared). Each in its own batch: the row, the activity entry as the
 * system acting for whoever set the schedule, a version, and the content-version bump that purges
 * the edge copies. Visitors never wait for it: the public rule already holds the window (lib/approved.ts).
 */
export async function runSchedule(db: Db, now: Date) {
  const at = now.toISOString();
  const done: { resource: ItemResource; uniId: string; change: "publish" | "unpublish" }[] = [];
  for (const resource of ITEM_RESOURCES) {
    const kind = ITEM_KINDS[resource];
    const { table } = kind;
    const due = await db
      .select({ ...refColumns(resource), scheduledBy: table.scheduledBy, by: users.name })
      .from(table)
      .leftJoin(users, eq(users.id, table.scheduledBy))
      .where(
        and(
          sql`lower(${table.status}) = 'approved'`,
          or(and(isNotNull(table.publishAt), sql`${table.publishAt} <= ${at}`), and(isNotNull(table.unpublishAt), sql`${table.unpublishAt} <= ${at}`)),
        ),
      );
    for (const row of due) {
      const change = row.unpublishAt && row.unpublishAt <= at ? "unpublish" : "publish";
      const set = change === "unpublish" ? { status: "archived", publishAt: null, unpublishAt: null } : { publishAt: null };
      // Guarded by the times read, so a second run at the same moment changes and logs nothing.
      const same = and(eq(table.uniId, row.uniId), sql`${table.publishAt} is ${row.publishAt}`, sql`${table.unpublishAt} is ${row.unpublishAt}`);
      const by = { id: row.scheduledBy ?? 0, sessionId: "", username: "", designation: "", name: `System for ${row.by ?? "a former user"}` };
      await commit(db, [db.update(table).set({ ...set, updatedAt: at }).where(same)], {
        activity: { by, at: now, action: change, resource: kind.activity, resourceId: row.uniId, label: row.label, when: sql`changes() > 0` },
        revision: itemRevision(resource, row.uniId, { action: change }),
      });
      done.push({ resource, uniId: row.uniId, change });
    }
  }
  return done;
}
