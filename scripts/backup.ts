/**
 * `npm run backup`: writes a backup of the database at LIBSQL_URL (default: the one `npm start` uses)
 * into BACKUP_DIR (default `backups/`, gitignored), in the format of the nightly ones
 * (docs/decisions.md "Backups"), and, for the local database, a copy of every file of the local R2
 * bucket beside it (`<name>.files/`). Production's bucket is not reachable from here: copy it with
 * R2's tools (docs/backups.md).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { backupName } from "../worker/contract/backups";
import { bucketManifest, exportBackup } from "../worker/lib/backups";
import { backupTarget, copyFilesOut, filesDirOf } from "./backup-target";

const target = backupTarget();
if (!process.env.LIBSQL_URL && !existsSync(target.env.dbFile)) {
  console.error(`No local database at ${target.env.dbFile} (npm start makes it); set LIBSQL_URL to back up another.`);
  process.exit(2);
}
const dir = resolve(process.env.BACKUP_DIR ?? "backups");
mkdirSync(dir, { recursive: true });
const at = new Date();
const file = join(dir, backupName(at));
const client = target.client();
const r2 = await target.bucket();
try {
  const bytes = await exportBackup(client, r2?.bucket ?? null, at);
  writeFileSync(file, bytes);
  console.log(`backup of ${target.shownUrl} written to ${file} (${bytes.byteLength} bytes)`);
  if (r2) {
    const files = await bucketManifest(r2.bucket);
    const copied = await copyFilesOut(r2.bucket, files, filesDirOf(file));
    console.log(`${copied} of ${files.length} files of the local R2 bucket copied to ${filesDirOf(file)}`);
  } else {
    console.log("files: R2 is not reachable from here, so the backup lists none; copy the bucket as docs/backups.md says.");
  }
} finally {
  client.close();
  await r2?.close();
}
