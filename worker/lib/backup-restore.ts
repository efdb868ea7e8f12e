import type { Client, Transaction } from "@libsql/client/web";
import { DUMP_CLOSE, DUMP_END, DUMP_OPEN, DUMP_SIGNATURE, type FileEntry, quoteName } from "./backup-dump";
import { splitStatements } from "./sql-statements";

/** A restore that would overwrite a database holding tables, asked without `force`. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

export type Dump = { readAt: string; files: FileEntry[]; statements: string[] };

/** Most SQL text sent in one request while restoring. */
const BATCH_CHARS = 256 * 1024;

/** A backup's text, read: its manifest of R2 files and its statements, checked to be one of ours and whole. */
export function readDump(text: string): Dump {
  if (!text.startsWith(`${DUMP_SIGNATURE}\n`)) throw new Error("This file is not a backup of this site (its first line is not \"-- uday backup 1\").");
  const readAt = /^-- read at (\S+)$/m.exec(text)?.[1] ?? "";
  const files: FileEntry[] = [];
  for (const m of text.matchAll(/^-- file (\{.*\})$/gm)) files.push(JSON.parse(m[1]!) as FileEntry);
  const all = splitStatements(text);
  const opened = DUMP_OPEN.every((s, i) => all[i] === s);
  if (!opened || all.at(-1) !== DUMP_CLOSE || !text.endsWith(`\n${DUMP_END}\n`)) throw new Error(`This backup is cut short: it does not end with "${DUMP_END}".`);
  return { readAt, files, statements: all.slice(DUMP_OPEN.length, -1) };
}

/** The tables, views and triggers a database holds (SQLite's own and FTS shadow tables aside): none means empty. */
export async function userObjects(db: Client | Transaction): Promise<{ type: string; name: string }[]> {
  const rs = await db.execute(
    `SELECT m.type, m.name FROM sqlite_master m LEFT JOIN pragma_table_list l ON l.schema = 'main' AND l.name = m.name
      WHERE m.type IN ('table', 'view', 'trigger') AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND coalesce(l.type, '') <> 'shadow'`,
  );
  return rs.rows.map((r) => ({ type: String(r.type), name: String(r.name) }));
}

/**
 * Restores a backup into the database of `client`, in ONE write transaction: either all of it or,
 * on any error, nothing. A database that already holds tables is refused (RestoreRefused) unless
 * `force`, which drops everything in it first (in the same transaction). Foreign keys are checked
 * at commit (defer_foreign_keys), so rows may come in any order.
 */
export async function restoreDump(client: Client, dump: Dump, opts: { force?: boolean } = {}): Promise<{ statements: number }> {
  const tx = await client.transaction("write");
  try {
    const existing = await userObjects(tx);
    if (existing.length && !opts.force) {
      throw new RestoreRefused(
        `The database is not empty (${existing.length} tables, views or triggers, e.g. ${existing[0]!.name}). ` +
          "Restore into an empty database, or pass --force to replace everything in it.",
      );
    }
    await tx.execute("PRAGMA defer_foreign_keys=ON");
    // Views and triggers first, then tables (a virtual table takes its shadow tables with it), each table
    // after every table that refers to it: dropping a child whose parent is gone fails ("no such table").
    const order = ["view", "trigger", "table"];
    const tables = await childrenFirst(tx, existing.filter((o) => o.type === "table").map((o) => o.name));
    const ranked = existing.sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type) || tables.indexOf(a.name) - tables.indexOf(b.name));
    const drops = ranked.map((o) => `DROP ${o.type.toUpperCase()} IF EXISTS ${quoteName(o.name)}`);
    for (const batch of batches([...drops, ...dump.statements])) await tx.batch(batch);
    await tx.commit();
    return { statements: dump.statements.length };
  } finally {
    tx.close();
  }
}

/**
 * `names` ordered so that each table comes after every other table whose foreign keys name it (a
 * table that refers to itself aside); a cycle, which the schema never has, keeps the rest in order.
 */
async function childrenFirst(db: Transaction, names: string[]): Promise<string[]> {
  const rs = await db.execute(`SELECT m.name AS child, f."table" AS parent FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`);
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const r of rs.rows) if (String(r.child) !== String(r.parent)) parents.get(String(r.child))?.add(String(r.parent));
  const left = [...names].sort();
  const out: string[] = [];
  while (left.length) {
    // A table no remaining table refers to goes next.
    const i = left.findIndex((n) => !left.some((other) => other !== n && parents.get(other)?.has(n)));
    out.push(...left.splice(i === -1 ? 0 : i, 1));
  }
  return out;
}

/** Statements grouped so that no request carries much more than BATCH_CHARS of SQL. */
function* batches(statements: string[]): Generator<string[]> {
  let batch: string[] = [];
  let chars = 0;
  for (const s of statements) {
    if (batch.length && chars + s.length > BATCH_CHARS) {
      yield batch;
      batch = [];
      chars = 0;
    }
    batch.push(s);
    chars += s.length;
  }
  if (batch.length) yield batch;
}
