import { eq, inArray, sql } from "drizzle-orm";
import type { ActivityResource } from "../contract/activity";
import type { Db } from "../db/client";
import { contentVersion } from "../db/schema/index";
import { ITEM_KINDS, type ItemTable } from "./item-kinds";
import { isApproved } from "./approved";

const ROW = 1;
/**
 * Beside the version, in the same table (no schema change): the version of the last write that took
 * a live item down (unpublished, withdrawn, deleted), and a scratch flag the write's batch sets
 * before its writes (was the item live?) and reads after them. See `takedownStatements`.
 */
const TAKEDOWN_ROW = 2;
const WAS_LIVE_ROW = 3;

/**
 * The statement every staff write adds to its batch (docs/decisions.md, "Edge cache and content
 * version"): an upsert, so a database without the row (fresh, or reset) needs no data migration.
 */
export const bumpContentVersion = (db: Db) =>
  db
    .insert(contentVersion)
    .values({ id: ROW, version: 1 })
    .onConflictDoUpdate({ target: contentVersion.id, set: { version: sql`${contentVersion.version} + 1` } });

export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, ROW));
  return row?.version ?? 0;
}

/** The version and the version of the last take-down (0: none), in one query. */
export async function readVersions(db: Db): Promise<{ version: number; takedown: number }> {
  const rows = await db.select().from(contentVersion).where(inArray(contentVersion.id, [ROW, TAKEDOWN_ROW]));
  const of = (id: number) => rows.find((r) => r.id === id)?.version ?? 0;
  return { version: of(ROW), takedown: of(TAKEDOWN_ROW) };
}

/**
 * The item tables by their activity-log name: the items whose page or list a stale copy may show, the
 * registry's publishable resources (contract/resources.ts, lib/item-kinds.ts).
 */
const ITEM_TABLES: Partial<Record<ActivityResource, ItemTable>> = Object.fromEntries(Object.values(ITEM_KINDS).map((k) => [k.activity, k.table]));

/**
 * The two statements a staff write's batch runs around its writes (lib/write.ts `commit`) when it
 * changes an item: before, whether the item is live; after, if it was and is no longer, the version
 * this batch ends at (its bump comes last) is recorded as the last take-down. Any isolate reads it
 * with the version, and its stale fallback never serves a copy older than it (docs/decisions.md
 * "Edge cache and content version"; issue 41). None for other resources or a new item.
 */
export function takedownStatements(db: Db, change: { resource: ActivityResource; resourceId: unknown; at: Date }) {
  const table = ITEM_TABLES[change.resource];
  if (!table || typeof change.resourceId !== "string") return null;
  const live = sql`exists(select 1 from ${table} where ${table.uniId} = ${change.resourceId} and ${isApproved(table, { now: change.at })})`;
  const cv = contentVersion;
  return {
    before: db.run(sql`insert into ${cv} (id, version) values (${WAS_LIVE_ROW}, ${live}) on conflict (id) do update set version = excluded.version`),
    after: db.run(
      sql`insert into ${cv} (id, version)
        select ${TAKEDOWN_ROW}, coalesce((select version from ${cv} where id = ${ROW}), 0) + 1
        where (select version from ${cv} where id = ${WAS_LIVE_ROW}) = 1 and not ${live}
        on conflict (id) do update set version = excluded.version`,
    ),
  };
}

/** The scheduled tables' times (issue 32), as one list the bounds are read from. */
const SCHEDULED = Object.values(ITEM_KINDS).map((k) => k.table);
const scheduleTimes = sql.join(
  SCHEDULED.flatMap((t) => [sql`select ${t.publishAt} as t from ${t}`, sql`select ${t.unpublishAt} as t from ${t}`]),
  sql` union all `,
);

/**
 * The latest schedule boundary (a publishAt or unpublishAt) at or before `now` and the first after
 * it. A page's edge copy is keyed by the last one passed (`scheduleMark`), so a copy made before a
 * boundary is never served after it, even before the minute cron bumps the version.
 */
export async function readScheduleBounds(db: Db, now: Date): Promise<ScheduleBounds> {
  const at = now.toISOString();
  const rows = await db.all<{ t: string }>(
    sql`select * from (select max(t) as t from (${scheduleTimes}) where t <= ${at}) where t is not null
      union all select * from (select distinct t from (${scheduleTimes}) where t > ${at} order by t limit ${UPCOMING})`,
  );
  const times = rows.map((r) => r.t);
  const last = times[0] && times[0] <= at ? times[0] : null;
  return { last, next: times.filter((t) => t > at) };
}

/** The last boundary passed and the next few (the clock may move past several before the version is read again). */
export type ScheduleBounds = { last: string | null; next: string[] };
const UPCOMING = 20;

/** How long an isolate trusts the version it last read without asking again. */
export const VERSION_TTL_MS = 2_000;

/**
 * The oldest version an isolate still keys reads by while one request reads the new one: the longest
 * a visitor of another isolate may see a page from before a staff write.
 */
export const VERSION_MAX_AGE_MS = 5_000;

/**
 * The last version this isolate read, as plain numbers: never a promise, because workerd forbids a
 * request to wait on I/O another request started (DEVELOPERS-GUIDE, runtime rules).
 *
 * Under ttl it is used as it is. Past the ttl (up to the max age) it is still used, and one request
 * at a time is told to read the new one after its answer (`refresh`, in its own waitUntil), so no
 * visitor waits on the database: when every request waited once the ttl passed, the ones in flight
 * then (32 at a time in `npm run bench`) all read it at once, and they were the slowest hundredth.
 * With no version, or one past the max age, the request reads it itself (`get`).
 */
export function createVersionMemo(ttlMs = VERSION_TTL_MS, maxAgeMs = VERSION_MAX_AGE_MS, clock: () => number = Date.now) {
  let known: { version: number; at: number } | null = null;
  /** The last take-down's version this isolate has read: kept (never forgotten) once known. */
  let takedown = 0;
  /** The schedule's bounds read with the version (plain strings). */
  let bounds: ScheduleBounds = { last: null, next: [] };
  /** When the request now reading the version started; another may start once this is PAGE_DATA_MS old (it may have been cancelled). */
  let refreshingSince = Number.NEGATIVE_INFINITY;
  const read = async (db: Db, now?: Date) => {
    const [versions, read] = await Promise.all([readVersions(db), readScheduleBounds(db, now ?? new Date(clock()))]);
    const { version } = versions;
    takedown = Math.max(takedown, versions.takedown);
    known = { version, at: clock() };
    bounds = read;
    return version;
  };
  return {
    /**
     * The version to key this read by without waiting, or null (then `get`). `refresh`: this request
     * should read the version again after answering (`refresh()`); one request at a time is told so.
     */
    peek(): { version: number; refresh: boolean } | null {
      const now = clock();
      if (!known || now < known.at || now - known.at >= maxAgeMs) return null;
      if (now - known.at < ttlMs || now - refreshingSince < PAGE_DATA_MS) return { version: known.version, refresh: false };
      refreshingSince = now;
      return { version: known.version, refresh: true };
    },
    /** Reads the version now (none known, or too old to use). */
    async get(db: Db, now?: Date): Promise<{ version: number; fromMemo: boolean }> {
      return { version: await read(db, now), fromMemo: false };
    },
    /** The read `peek` asked for, after the answer. */
    async refresh(db: Db, now?: Date): Promise<void> {
      try {
        await read(db, now);
      } finally {
        refreshingSince = Number.NEGATIVE_INFINITY;
      }
    },
    /**
     * What an edge copy made at `now` is keyed by beside the version: the last schedule boundary
     * passed by then, or null when no item has a schedule (the keys stay as they were).
     */
    scheduleMark(now: Date): string | null {
      const at = now.toISOString();
      return bounds.next.findLast((t) => t <= at) ?? bounds.last;
    },
    /** The version of the last take-down this isolate knows of: no stale copy older than it may be served. */
    takedown(): number {
      return takedown;
    },
    /** A write in this isolate: its own next read must see it at once. */
    forget() {
      known = null;
    },
  };
}

export type VersionMemo = ReturnType<typeof createVersionMemo>;

/** Rejects after `ms`: a page must not wait the database's full deadline before falling back. */
export function within<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

/** How long a public read waits for the version or a page for its data before falling back. */
export const PAGE_DATA_MS = 1_500;
