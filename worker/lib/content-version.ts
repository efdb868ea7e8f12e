import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { contentVersion } from "../db/schema/index";

const ROW = 1;

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

/** How long an isolate trusts the version it last read: other isolates see a write this late at most. */
export const VERSION_TTL_MS = 2_000;

/**
 * The last version this isolate read, as plain numbers: never a promise, because workerd forbids a
 * request to wait on I/O another request started (DEVELOPERS-GUIDE, runtime rules). Two requests
 * that miss at once both read; that costs one tiny query each, never a deadlock.
 */
export function createVersionMemo(ttlMs = VERSION_TTL_MS) {
  let known: { version: number; at: number } | null = null;
  return {
    async get(db: Db, now = Date.now()): Promise<{ version: number; fromMemo: boolean }> {
      if (known && now - known.at < ttlMs && now >= known.at) return { version: known.version, fromMemo: true };
      const version = await readContentVersion(db);
      known = { version, at: Date.now() };
      return { version, fromMemo: false };
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
