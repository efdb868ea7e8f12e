import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { uploads } from "../db/schema/index";
import { parseVariantFile } from "../contract/image-variants";
import { isStorageKey, keyToPath } from "./keys";
import { referencedPaths } from "./references";

export type SweepOptions = {
  db: Db;
  bucket: R2Bucket;
  /** Objects younger than this are never touched: their row may still be on its way. */
  graceHours: number;
  /** Most objects deleted in one run, so a bug cannot empty the bucket at once. */
  limit: number;
  now?: Date;
};

export type SweepResult = { scanned: number; deleted: string[]; error?: string };

/**
 * Reclaims R2 objects that no row references. The database is the source of truth:
 * if it cannot be read, nothing is deleted; candidates are re-checked just before deletion.
 */
export async function sweepOrphans(opts: SweepOptions): Promise<SweepResult> {
  const now = opts.now ?? new Date();
  const cutoff = now.getTime() - Math.max(0, opts.graceHours) * 3_600_000;
  const limit = Math.max(0, Math.floor(opts.limit));
  let scanned = 0;
  try {
    const referenced = await referencedPaths(opts.db);
    const candidates: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await opts.bucket.list({ cursor, limit: 1000 });
      for (const obj of page.objects) {
        scanned++;
        // Only uploads are ever reclaimed: the backups (backups/, contract/backups.ts), or anything
        // else kept outside the upload folders, are no row's file and must never look orphaned.
        if (!isStorageKey(obj.key)) continue;
        if (obj.uploaded.getTime() > cutoff) continue;
        if (!isReferenced(referenced, obj.key)) candidates.push(obj.key);
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor && candidates.length < limit);

    const batch = candidates.slice(0, limit);
    if (batch.length === 0) return { scanned, deleted: [] };
    // Re-check: an edit may have started using one of them while we listed.
    const still = await referencedPaths(opts.db);
    const orphans = batch.filter((key) => !isReferenced(still, key));
    if (orphans.length === 0) return { scanned, deleted: [] };
    await opts.db.delete(uploads).where(inArray(uploads.key, orphans));
    await opts.bucket.delete(orphans);
    for (const key of orphans) console.log("orphan sweep: deleted", key);
    return { scanned, deleted: orphans };
  } catch (err) {
    console.error("orphan sweep aborted, nothing deleted:", (err as Error).message);
    return { scanned, deleted: [], error: (err as Error).message };
  }
}

/** A stored object is in use when a row points at it, or, for a width variant, at its original. */
export function isReferenced(referenced: Set<string>, key: string): boolean {
  if (referenced.has(keyToPath(key))) return true;
  const slash = key.indexOf("/");
  const variant = parseVariantFile(key.slice(slash + 1));
  if (!variant) return false;
  return stemsOf(referenced).has(keyToPath(`${key.slice(0, slash)}/${variant.hash}`));
}

const stems = new WeakMap<Set<string>, Set<string>>();
/** "/im/f/{hash}.jpg" → "/im/f/{hash}", once per set of referenced paths. */
function stemsOf(referenced: Set<string>): Set<string> {
  let out = stems.get(referenced);
  if (!out) {
    out = new Set([...referenced].map((p) => p.replace(/\.[a-z0-9]+$/, "")));
    stems.set(referenced, out);
  }
  return out;
}
