import type { Client } from "@libsql/client/web";
import { type Backup, BACKUP_KEEP_DAYS, BACKUP_PREFIX, backupCreatedAt, backupName } from "../contract/backups";
import { dumpDatabase, type FileEntry } from "./backup-dump";
import { gzipText } from "./gzip-text";

/** Every object of the bucket but the backups themselves: the manifest a backup carries (key, size, etag). */
export async function bucketManifest(bucket: R2Bucket): Promise<FileEntry[]> {
  const files: FileEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor, limit: 1000, include: ["httpMetadata", "customMetadata"] });
    for (const o of page.objects) {
      if (o.key.startsWith(BACKUP_PREFIX)) continue;
      const meta = o.customMetadata && Object.keys(o.customMetadata).length ? o.customMetadata : undefined;
      files.push({ key: o.key, size: o.size, etag: o.etag, type: o.httpMetadata?.contentType, ...(meta ? { meta } : {}) });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return files;
}

/** The database's export, gzipped, with the bucket's manifest: what a backup file holds (docs/decisions.md "Backups"). */
export async function exportBackup(client: Client, bucket: R2Bucket | null, at: Date): Promise<Uint8Array> {
  return gzipText(dumpDatabase(client, { files: async () => (bucket ? bucketManifest(bucket) : []), at }));
}

/** Takes a backup now and stores it under backups/ (the nightly cron, POST /api/backups). */
export async function takeBackup(client: Client, bucket: R2Bucket, at: Date): Promise<Backup> {
  const name = backupName(at);
  const bytes = await exportBackup(client, bucket, at);
  await bucket.put(`${BACKUP_PREFIX}${name}`, bytes, {
    httpMetadata: { contentType: "application/gzip", contentDisposition: `attachment; filename="${name}"` },
  });
  return { name, createdAt: at.toISOString(), bytes: bytes.byteLength };
}

/** The backups in the bucket, newest first. */
export async function listBackups(bucket: R2Bucket): Promise<Backup[]> {
  const out: Backup[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: BACKUP_PREFIX, cursor, limit: 1000 });
    for (const o of page.objects) {
      const name = o.key.slice(BACKUP_PREFIX.length);
      const at = backupCreatedAt(name);
      if (at) out.push({ name, createdAt: at.toISOString(), bytes: o.size });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Deletes the backups read more than BACKUP_KEEP_DAYS before `now`; returns their names. */
export async function pruneBackups(bucket: R2Bucket, now: Date): Promise<string[]> {
  const cutoff = now.getTime() - BACKUP_KEEP_DAYS * 86_400_000;
  const old = (await listBackups(bucket)).filter((b) => Date.parse(b.createdAt) < cutoff).map((b) => b.name);
  for (let i = 0; i < old.length; i += 1000) await bucket.delete(old.slice(i, i + 1000).map((n) => `${BACKUP_PREFIX}${n}`));
  return old;
}

/** The nightly cron (wrangler.toml `0 21 * * *`): a backup, then the ones past 30 days go. */
export async function nightlyBackup(client: Client, bucket: R2Bucket, now: Date): Promise<{ taken: Backup; deleted: string[] }> {
  const taken = await takeBackup(client, bucket, now);
  return { taken, deleted: await pruneBackups(bucket, now) };
}
