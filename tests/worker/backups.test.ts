import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client/web";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedIfEmpty } from "../../scripts/seed/seed";
import { startLibsqlServer } from "../../scripts/libsql-server/server";
import { BACKUP_PREFIX, backupName, type Backup } from "../../worker/contract/backups";
import { readDump, restoreDump, RestoreRefused } from "../../worker/lib/backup-restore";
import { gunzipText } from "../../worker/lib/gzip-text";
import { bucketManifest, nightlyBackup } from "../../worker/lib/backups";
import { sweepOrphans } from "../../worker/storage/sweep";
import { createTestApp, type TestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";

// A fixed clock: sessions are not touched between the backup and the comparison (lib/sessions.ts).
const NOW = new Date("2026-11-27T21:00:00.000Z");
const DAY = 86_400_000;

/** A fresh database with nothing in it, not even migrations, reached as the worker reaches one. */
async function emptyDatabase() {
  const dir = mkdtempSync(join(tmpdir(), "uday-restore-"));
  const server = await startLibsqlServer({ file: join(dir, "restored.db"), port: 0 });
  const client = createClient({ url: server.url, intMode: "bigint" });
  return { client, close: async () => (client.close(), await server.close(), rmSync(dir, { recursive: true, force: true })) };
}

/** Every table's rows (sqlite_master's tables, sqlite_sequence too, FTS shadow tables aside), in rowid order. */
async function everyRow(client: Client): Promise<Record<string, unknown[][]>> {
  const tables = await client.execute(
    `SELECT m.name FROM sqlite_master m JOIN pragma_table_list l ON l.schema = 'main' AND l.name = m.name
      WHERE m.type = 'table' AND l.type = 'table' ORDER BY m.name`,
  );
  const out: Record<string, unknown[][]> = {};
  for (const { name } of tables.rows) {
    const rs = await client.execute(`SELECT * FROM "${String(name)}" ORDER BY _rowid_`);
    out[String(name)] = rs.rows.map((r) => rs.columns.map((_, i) => r[i]));
  }
  return out;
}

const schemaOf = async (client: Client) =>
  (await client.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")).rows.map((r) => [r.type, r.name, r.tbl_name, r.sql]);

const search = async (client: Client, term: string) =>
  (await client.execute({ sql: "SELECT rowid FROM messages_search WHERE messages_search MATCH ? ORDER BY rowid", args: [`"${term}"`] })).rows.map((r) => r[0]);

describe("backups (issue 43)", () => {
  let t: TestApp;
  let source: Client;
  const as: Record<string, string> = {};
  const call = (path: string, who?: string, init: RequestInit = {}) =>
    t.request(`/api/backups${path}`, { ...init, headers: { ...(who ? { Cookie: as[who]! } : {}), ...(init.method === "POST" ? { "Content-Type": "application/json" } : {}) } });

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    await seedIfEmpty({ db: t.db, bucket: t.bucket, password: "Uday@2026demo", now: NOW });
    for (const d of ["Super-Admin", "Admin", "Manager"]) as[d] = (await signedIn(t, d)).cookie;
    source = createClient({ url: t.dbUrl, intMode: "bigint" });
    // What a dump must carry exactly: the largest integer, a tiny real, a BLOB, NULLs, quotes, a
    // semicolon and "END;" in text, Bengali, and a trigger whose body has a CASE … END.
    await source.batch([
      "CREATE TABLE backup_probe (id INTEGER PRIMARY KEY AUTOINCREMENT, big INTEGER, r REAL, b BLOB, t TEXT)",
      `INSERT INTO backup_probe (big, r, b, t) VALUES (9223372036854775807, -1.5e-300, x'00ff10', 'it''s; -- no comment
END; কখগ "q"'), (NULL, 0.1, NULL, NULL)`,
      "CREATE TRIGGER backup_probe_touch AFTER UPDATE ON backup_probe BEGIN UPDATE backup_probe SET r = CASE WHEN new.r IS NULL THEN 0 ELSE new.r END WHERE 0; END",
    ]);
  }, 180_000);
  afterAll(async () => {
    source.close();
    await t.close();
  });

  it("backs up the seeded site, and a restore into an empty database has every row and file key", async () => {
    const taken = await call("", "Super-Admin", { method: "POST" });
    expect(taken.status).toBe(201);
    const backup = (await taken.json()) as Backup;
    expect(backup).toMatchObject({ name: backupName(NOW), createdAt: NOW.toISOString() });
    // The source as the backup read it: now, less the activity entry POST wrote after reading it.
    const expected = await everyRow(source);
    const logged = (await source.execute("SELECT id FROM activity WHERE resource = 'backups'")).rows.map((r) => r[0]);
    expect(logged).toHaveLength(1);
    expected.activity = expected.activity!.filter((row) => row[0] !== logged[0]);
    // …and its counter as it was (no row at all when that entry was the log's first).
    const before = (logged[0] as bigint) - 1n;
    expected.sqlite_sequence = expected.sqlite_sequence!.flatMap((row) => (row[0] !== "activity" ? [row] : before ? [["activity", before]] : []));
    expect(expected.messages!.length).toBeGreaterThan(0);

    const listed = await call("", "Super-Admin");
    expect(await listed.json()).toEqual([backup]);

    const got = await call(`/${backup.name}`, "Super-Admin");
    expect(got.status).toBe(200);
    expect(got.headers.get("content-disposition")).toBe(`attachment; filename="${backup.name}"`);
    expect(got.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await got.arrayBuffer());
    expect(bytes.byteLength).toBe(backup.bytes);
    const dump = readDump(await gunzipText(bytes));

    const empty = await emptyDatabase();
    try {
      await restoreDump(empty.client, dump);
      expect(await everyRow(empty.client)).toEqual(expected);
      expect(await schemaOf(empty.client)).toEqual(await schemaOf(source));
      // The inbox's search index is rebuilt, not copied: it finds what the original finds.
      const [first] = (await source.execute("SELECT name FROM messages ORDER BY id LIMIT 1")).rows;
      const term = String(first![0]).slice(0, 4);
      expect(await search(empty.client, term)).toEqual(await search(source, term));
      expect((await search(empty.client, term)).length).toBeGreaterThan(0);
      expect(await search(empty.client, "কখগ")).toEqual([]);
    } finally {
      await empty.close();
    }
    // The manifest lists every file of the bucket, with its size and etag; the backup itself is none of them.
    const files = await bucketManifest(t.bucket);
    expect(files.length).toBeGreaterThan(10);
    expect(dump.files).toEqual(files);
    expect(dump.readAt).toBe(NOW.toISOString());
    const activity = await source.execute("SELECT action, resourceId FROM activity WHERE resource = 'backups' ORDER BY id");
    expect(activity.rows.map((r) => [r[0], r[1]])).toEqual([["create", backup.name], ["download", backup.name]]);
  }, 120_000);

  it("is for a Super-Admin only", async () => {
    const name = backupName(NOW);
    for (const [path, method] of [["", "GET"], ["", "POST"], [`/${name}`, "GET"]] as const) {
      expect((await call(path, undefined, { method })).status).toBe(401);
      for (const who of ["Admin", "Manager"]) expect((await call(path, who, { method })).status).toBe(403);
    }
  });

  it("answers only a backup's exact name, and /im never serves one", async () => {
    for (const bad of ["x.sql.gz", "..%2Fprojects", `${backupName(NOW)}.x`, "%2E%2E", "uday-2026-13-45T99-00-00-000Z.sql.gz"]) {
      expect((await call(`/${bad}`, "Super-Admin")).status).toBe(404);
    }
    expect((await call(`/${backupName(new Date(NOW.getTime() + 1))}`, "Super-Admin")).status).toBe(404);
    expect((await t.request(`/im/backups/${backupName(NOW)}`)).status).toBe(404);
    expect((await t.request(`/im/${encodeURIComponent(`${BACKUP_PREFIX}${backupName(NOW)}`)}`)).status).toBe(404);
  });

  it("leaves the backups alone when sweeping orphaned uploads", async () => {
    const before = (await t.bucket.list({ prefix: BACKUP_PREFIX })).objects.map((o) => o.key);
    expect(before.length).toBeGreaterThan(0);
    const result = await sweepOrphans({ db: t.db, bucket: t.bucket, graceHours: 0, limit: 1000, now: new Date(Date.now() + 40 * DAY) });
    expect(result.error).toBeUndefined();
    expect(result.deleted.filter((k) => k.startsWith(BACKUP_PREFIX))).toEqual([]);
    expect((await t.bucket.list({ prefix: BACKUP_PREFIX })).objects.map((o) => o.key)).toEqual(before);
  });

  it("the nightly backup keeps 30 days", async () => {
    const later = new Date(NOW.getTime() + 40 * DAY);
    const keep = backupName(new Date(later.getTime() - 29 * DAY));
    const drop = backupName(new Date(later.getTime() - 31 * DAY));
    for (const name of [keep, drop]) await t.bucket.put(`${BACKUP_PREFIX}${name}`, "old");
    const result = await nightlyBackup(source, t.bucket, later);
    expect(result.deleted.sort()).toEqual([backupName(NOW), drop].sort());
    const names = (await (await call("", "Super-Admin")).json()).map((b: Backup) => b.name);
    expect(names).toEqual([backupName(later), keep]);
  });

  it("refuses to restore over a database that has tables unless forced, and a file cut short", async () => {
    const [latest] = (await (await call("", "Super-Admin")).json()) as Backup[];
    const text = await gunzipText(await (await call(`/${latest!.name}`, "Super-Admin")).arrayBuffer());
    const dump = readDump(text);
    // A file cut short anywhere, in its rows or in its manifest, is no backup.
    for (const cut of [text.indexOf("INSERT INTO"), text.length - 5]) expect(() => readDump(text.slice(0, cut))).toThrow(/cut short/);
    const target = await emptyDatabase();
    try {
      await target.client.execute("CREATE TABLE keep_me (x)");
      await expect(restoreDump(target.client, dump)).rejects.toThrow(RestoreRefused);
      expect(await everyRow(target.client)).toEqual({ keep_me: [] });
      await restoreDump(target.client, dump, { force: true });
      const restored = await everyRow(target.client);
      expect(restored.keep_me).toBeUndefined();
      expect(restored.backup_probe).toEqual((await everyRow(source)).backup_probe);
    } finally {
      await target.close();
    }
  });

  it("takes at most four by hand an hour", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call("", "Super-Admin", { method: "POST" })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  }, 60_000);
});
