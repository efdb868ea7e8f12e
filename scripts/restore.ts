/**
 * `npm run restore -- FILE [--force]`: restores a backup (`npm run backup`'s, or one downloaded from
 * Settings › Backups) into the database at LIBSQL_URL (default: the one `npm start` uses), in one
 * transaction. A database that already has tables is refused unless `--force`, which replaces
 * everything in it. For the local database, the files of the backup's manifest that the local R2
 * bucket lacks are put back from `<name>.files/` beside the file; anything still missing is listed.
 */
import { existsSync, readFileSync } from "node:fs";
import { readDump, RestoreRefused, restoreDump } from "../worker/lib/backup-restore";
import { gunzipText } from "../worker/lib/gzip-text";
import { backupTarget, copyFilesIn, filesDirOf } from "./backup-target";

const args = process.argv.slice(2);
const force = args.includes("--force");
const file = args.find((a) => !a.startsWith("--"));
if (!file || !existsSync(file)) {
  console.error(file ? `No such file: ${file}` : "Usage: npm run restore -- FILE [--force]   (the database is LIBSQL_URL's)");
  process.exit(2);
}

const target = backupTarget();
const dump = readDump(await gunzipText(readFileSync(file)));
const client = target.client();
try {
  const { statements } = await restoreDump(client, dump, { force });
  console.log(`restored ${file} (read at ${dump.readAt}, ${statements} statements) into ${target.shownUrl}`);
} catch (err) {
  if (!(err instanceof RestoreRefused)) throw err;
  console.error(`Refused: ${err.message}`);
  process.exit(1);
} finally {
  client.close();
}

const r2 = await target.bucket();
if (!r2) {
  console.log(`files: ${dump.files.length} in the backup's manifest; R2 is not reachable from here: check the bucket against it as docs/backups.md says.`);
} else {
  try {
    const missing = await copyFilesIn(r2.bucket, dump.files, filesDirOf(file));
    console.log(`files: ${dump.files.length - missing.length} of ${dump.files.length} of the manifest are in the local R2 bucket`);
    for (const key of missing) console.error(`missing file: ${key}`);
  } finally {
    await r2.close();
  }
}
