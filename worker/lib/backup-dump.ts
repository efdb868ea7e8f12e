import type { Client, InStatement, Transaction } from "@libsql/client/web";

/**
 * One R2 object as the backup's manifest lists it: enough to check a bucket against it, and to put
 * a copy back as /im serves it (its stored type; a PDF's file name is in its custom metadata).
 */
export type FileEntry = { key: string; size: number; etag: string; type?: string; meta?: Record<string, string> };

/** The first line of every backup: what reads one checks first (lib/backup-restore.ts). */
export const DUMP_SIGNATURE = "-- uday backup 1";
/** The last line of every backup, after the manifest: a file without it was cut short. */
export const DUMP_END = "-- end of backup";
/** What opens and closes the statements, as sqlite3's .dump writes them, so `sqlite3 new.db < dump.sql` restores one. */
export const DUMP_OPEN = ["PRAGMA foreign_keys=OFF", "BEGIN TRANSACTION"];
export const DUMP_CLOSE = "COMMIT";

const ROWS_PER_READ = 1000;
const ROWS_PER_INSERT = 100;

type SchemaRow = { type: string; name: string; sql: string; kind: string; withoutRowid: boolean };

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The whole database as SQL text, in pieces (docs/decisions.md "Backups"): read in ONE read
 * transaction, so it is one instant of the database, whatever is written meanwhile: the tables and
 * their indexes, their rows (every value through SQLite's own quote(): exact integers past 2^53,
 * reals that read back equal, BLOBs as X'..', NULLs, any text), the AUTOINCREMENT counters, virtual
 * tables (an external-content FTS5 index is rebuilt from its table, not copied), triggers and views.
 * FTS shadow tables and SQLite's own are left out. Then, as comments, the manifest `files()` lists
 * AFTER the read: a file is stored before the row naming it commits, and the sweep never takes a
 * file a row names, so every file the snapshot names is in it.
 */
export async function* dumpDatabase(client: Client, opts: { files: () => Promise<FileEntry[]>; at: Date }): AsyncGenerator<string> {
  yield `${DUMP_SIGNATURE}\n-- read at ${opts.at.toISOString()}\n`;
  const tx = await client.transaction("read");
  try {
    const schema = await readSchema(tx);
    yield `${DUMP_OPEN.join(";\n")};\n`;
    const tables = schema.filter((s) => s.type === "table" && s.kind === "table" && !s.name.startsWith("sqlite_"));
    for (const t of tables) yield `${t.sql};\n`;
    // Indexes before the rows: a foreign key needs its parent's unique index to be checked at all.
    for (const s of schema.filter((s) => s.type === "index")) yield `${s.sql};\n`;
    for (const t of tables) yield* tableRows(tx, t);
    if (schema.some((s) => s.name === "sqlite_sequence")) {
      yield "DELETE FROM sqlite_sequence;\n";
      yield* tableRows(tx, { name: "sqlite_sequence", withoutRowid: false });
    }
    for (const v of schema.filter((s) => s.kind === "virtual")) {
      yield `${v.sql};\n`;
      if (!/\bcontent\s*=\s*'[^']+'/i.test(v.sql)) throw new Error(`${v.name}: only external-content FTS5 tables can be backed up`);
      yield `INSERT INTO ${quoteName(v.name)}(${quoteName(v.name)}) VALUES('rebuild');\n`;
    }
    for (const s of schema.filter((s) => s.type === "trigger" || s.type === "view")) yield `${s.sql};\n`;
    yield `${DUMP_CLOSE};\n`;
  } finally {
    tx.close();
  }
  yield "-- the files of R2 (the manifest), listed after the read\n";
  for (const f of await opts.files()) yield `-- file ${JSON.stringify(f)}\n`;
  yield `${DUMP_END}\n`;
}

/** sqlite_master with each table's kind (table, virtual, shadow) from PRAGMA table_list; internal indexes have no SQL. */
async function readSchema(tx: Transaction): Promise<SchemaRow[]> {
  const rs = await tx.execute(
    `SELECT m.type, m.name, m.sql, coalesce(l.type, '') AS kind, coalesce(l.wr, 0) AS wr
       FROM sqlite_master m LEFT JOIN pragma_table_list l ON l.schema = 'main' AND l.name = m.name
      WHERE m.sql IS NOT NULL ORDER BY m.rowid`,
  );
  return rs.rows
    .map((r) => ({ type: String(r.type), name: String(r.name), sql: String(r.sql), kind: String(r.kind), withoutRowid: Number(r.wr) === 1 }))
    .filter((s) => s.kind !== "shadow");
}

/** INSERTs of a table's rows, read a thousand at a time in rowid order, a hundred rows a statement. */
async function* tableRows(tx: Transaction, table: { name: string; withoutRowid: boolean }): AsyncGenerator<string> {
  const cols = await tx.execute({ sql: "SELECT name FROM pragma_table_info(?) ORDER BY cid", args: [table.name] });
  const names = cols.rows.map((r) => quoteName(String(r.name)));
  if (names.length === 0) return;
  const into = `INSERT INTO ${quoteName(table.name)}(${names.join(",")}) VALUES`;
  const values = names.map((n) => `quote(${n})`).join(",");
  // The last rowid read, as text: a number would round rowids past 2^53.
  let after: string | null = null;
  for (;;) {
    const read: InStatement = table.withoutRowid
      ? `SELECT NULL, ${values} FROM ${quoteName(table.name)}`
      : {
          sql: `SELECT CAST(_rowid_ AS TEXT), ${values} FROM ${quoteName(table.name)} WHERE ? IS NULL OR _rowid_ > CAST(? AS INTEGER) ORDER BY _rowid_ LIMIT ${ROWS_PER_READ}`,
          args: [after, after],
        };
    const rs = await tx.execute(read);
    for (let i = 0; i < rs.rows.length; i += ROWS_PER_INSERT) {
      const tuples = rs.rows.slice(i, i + ROWS_PER_INSERT).map((r) => `(${names.map((_, c) => String(r[c + 1])).join(",")})`);
      yield `${into}\n${tuples.join(",\n")};\n`;
    }
    if (table.withoutRowid || rs.rows.length < ROWS_PER_READ) return;
    after = String(rs.rows.at(-1)![0]);
  }
}
