/**
 * What `npm run backup` and `npm run restore` work on: the database at LIBSQL_URL (its token from
 * LIBSQL_AUTH_TOKEN, never the command line), by default the one `npm start` serves
 * (DATA_DIR/local.db), and the R2 bucket where this machine can reach it: the local one `npm start`
 * keeps in DATA_DIR/v3 (wrangler's platform proxy), for a local database only. Production's bucket is
 * reached with R2's own tools (docs/backups.md).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve, sep } from "node:path";
import { createClient } from "@libsql/client";
import { getPlatformProxy } from "wrangler";
import type { FileEntry } from "../worker/lib/backup-dump";
import { localEnv } from "./local-env";

export function backupTarget() {
  const env = localEnv();
  const url = process.env.LIBSQL_URL || `file:${env.dbFile}`;
  const local = !process.env.LIBSQL_URL || /^file:|^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url);
  return {
    env,
    url,
    /** The URL as it may be printed: no query string (where a token could sit). */
    shownUrl: url.replace(/\?.*$/, ""),
    local,
    client: () => createClient({ url, authToken: process.env.LIBSQL_AUTH_TOKEN || undefined }),
    /** The local bucket, or null when the database is not the local one. */
    bucket: async () => {
      if (!local) return null;
      const proxy = await getPlatformProxy<{ BUCKET: R2Bucket }>({ persist: { path: env.persistDir } });
      return { bucket: proxy.env.BUCKET, close: () => proxy.dispose() };
    },
  };
}

/** Where a backup file's copies of the R2 objects go: beside it, `<name>.files/<key>`. */
export const filesDirOf = (backupFile: string) => backupFile.replace(/\.sql\.gz$/, "") + ".files";

/** The local path of an object's copy; null for a key that would leave the folder. */
function pathOf(dir: string, key: string): string | null {
  const path = resolve(dir, key);
  return path.startsWith(resolve(dir) + sep) ? path : null;
}

/** Copies every object of the manifest out of the bucket into `dir`; returns how many. */
export async function copyFilesOut(bucket: R2Bucket, files: FileEntry[], dir: string): Promise<number> {
  let copied = 0;
  for (const f of files) {
    const path = pathOf(dir, f.key);
    const obj = path && (await bucket.get(f.key));
    if (!path || !obj) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, new Uint8Array(await obj.arrayBuffer()));
    copied++;
  }
  return copied;
}

/**
 * Puts back into the bucket each object of the manifest it lacks (or holds with another etag), from
 * `dir` when the copy is there; returns the keys still missing afterwards.
 */
export async function copyFilesIn(bucket: R2Bucket, files: FileEntry[], dir: string): Promise<string[]> {
  const missing: string[] = [];
  for (const f of files) {
    const head = await bucket.head(f.key);
    if (head?.etag === f.etag) continue;
    const path = pathOf(dir, f.key);
    if (path && existsSync(path)) await bucket.put(f.key, readFileSync(path), { httpMetadata: { contentType: f.type }, customMetadata: f.meta });
    else missing.push(f.key);
  }
  return missing;
}

