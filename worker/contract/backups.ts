/**
 * The company's own backups (issue 43; docs/decisions.md "Backups"): gzipped SQL dumps of the whole
 * database in R2 under this prefix. It is no upload folder (contract/folders.ts), so /im can never
 * name it, and the orphan sweep only looks at upload folders (storage/sweep.ts).
 */
export const BACKUP_PREFIX = "backups/";

/** Nightly backups, and those taken by hand, are kept this long (the cron deletes older ones). */
export const BACKUP_KEEP_DAYS = 30;

/** uday-2026-11-27T21-00-00-123Z.sql.gz: the instant the export was read, in UTC, to the millisecond. */
const NAME = /^uday-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.sql\.gz$/;

/** One backup in GET /api/backups. */
export type Backup = {
  /** The file's name, also its address: GET /api/backups/{name}. */
  name: string;
  /** When its snapshot was read (ISO 8601, UTC). */
  createdAt: string;
  /** Its compressed size. */
  bytes: number;
};

/** The name of a backup read at `at`. */
export const backupName = (at: Date) => `uday-${at.toISOString().replace(/[:.]/g, "-")}.sql.gz`;

/** When the backup of this name was read, or null when it is no backup's name (nothing else is ever served). */
export function backupCreatedAt(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}
