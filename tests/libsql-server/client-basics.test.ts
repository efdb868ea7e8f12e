// Conformance of single statements through the official web client:
// arguments, value types, result metadata and error reporting.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient as createNodeClient } from "@libsql/client";
import { createClient, LibsqlError, type Client } from "@libsql/client/web";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLibsqlServer, type LibsqlServer } from "../../scripts/libsql-server/server.js";

let dir: string;
let server: LibsqlServer;
let client: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "libsql-server-basics-"));
  server = await startLibsqlServer({ file: join(dir, "test.db"), port: 0 });
  client = createClient({ url: server.url });
  await client.execute(
    "CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, qty INTEGER, price REAL, data BLOB, note TEXT)",
  );
});

afterAll(async () => {
  client?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("statements through @libsql/client/web", () => {
  it("serves on a loopback URL", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("binds positional args and reports lastInsertRowid and rowsAffected", async () => {
    const rs = await client.execute({ sql: "INSERT INTO items (name, qty, price) VALUES (?, ?, ?)", args: ["apple", 3, 1.25] });
    expect(rs.rowsAffected).toBe(1);
    expect(typeof rs.lastInsertRowid).toBe("bigint");
    const row = (await client.execute({ sql: "SELECT name, qty, price FROM items WHERE id = ?", args: [rs.lastInsertRowid!] })).rows[0];
    expect(row).toMatchObject({ name: "apple", qty: 3, price: 1.25 });
  });

  it("binds named args given with or without the :, @, $ prefix", async () => {
    await client.execute({ sql: "INSERT INTO items (name, qty) VALUES (:name, @qty)", args: { name: "pear", qty: 7 } });
    await client.execute({ sql: "INSERT INTO items (name, qty) VALUES ($name, :qty)", args: { $name: "plum", ":qty": 8 } });
    const rs = await client.execute({ sql: "SELECT name, qty FROM items WHERE name IN (:a, :b) ORDER BY qty", args: { a: "pear", b: "plum" } });
    expect(rs.rows.map((r) => [r.name, r.qty])).toEqual([["pear", 7], ["plum", 8]]);
  });

  it("reuses one value for a named parameter that appears twice", async () => {
    const rs = await client.execute({ sql: "SELECT :v AS a, :v || '!' AS b, ?3 AS c", args: { v: "x", "?3": 3 } });
    expect(rs.rows[0]).toMatchObject({ a: "x", b: "x!", c: 3 });
  });

  it("reports column names and declared types", async () => {
    const rs = await client.execute("SELECT id, name, price, data, 1 + 1 AS two FROM items LIMIT 1");
    expect(rs.columns).toEqual(["id", "name", "price", "data", "two"]);
    expect(rs.columnTypes).toEqual(["INTEGER", "TEXT", "REAL", "BLOB", ""]);
  });

  it("round-trips NULL, text, floats and booleans", async () => {
    const rs = await client.execute({ sql: "SELECT ? AS n, ? AS t, ? AS f, ? AS yes, ? AS no", args: [null, "héllo ✓ 🚀", 2.5, true, false] });
    expect(rs.rows[0]).toMatchObject({ n: null, t: "héllo ✓ 🚀", f: 2.5, yes: 1, no: 0 });
  });

  it("round-trips blobs given as Uint8Array or ArrayBuffer", async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const ins = await client.execute({ sql: "INSERT INTO items (name, data) VALUES ('blob', ?)", args: [bytes] });
    await client.execute({ sql: "INSERT INTO items (name, data) VALUES ('blob2', ?)", args: [bytes.buffer.slice(1, 4)] });
    const rs = await client.execute({ sql: "SELECT data FROM items WHERE name IN ('blob', 'blob2') ORDER BY name" });
    expect(rs.rows[0]!.data).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(rs.rows[0]!.data as ArrayBuffer)]).toEqual([0, 1, 2, 250, 255]);
    expect([...new Uint8Array(rs.rows[1]!.data as ArrayBuffer)]).toEqual([1, 2, 250]);
    const empty = await client.execute({ sql: "SELECT ? AS e, typeof(?) AS t", args: [new Uint8Array(0), new Uint8Array(0)] });
    expect(empty.rows[0]!.t).toBe("blob");
    expect(ins.rowsAffected).toBe(1);
  });

  it("keeps integers past 2^53 exact with intMode bigint", async () => {
    const big = createClient({ url: server.url, intMode: "bigint" });
    const values = [2n ** 53n + 1n, 9223372036854775807n, -9223372036854775808n];
    for (const v of values) {
      const rs = await big.execute({ sql: "SELECT ? AS v, typeof(?) AS t", args: [v, v] });
      expect(rs.rows[0]).toMatchObject({ v, t: "integer" });
    }
    big.close();
  });

  it("keeps INTEGER and REAL apart (2 vs 2.0)", async () => {
    const big = createClient({ url: server.url, intMode: "bigint" });
    const rs = await big.execute("SELECT 2 AS i, 2.0 AS r, typeof(2.0) AS t");
    expect(rs.rows[0]).toMatchObject({ i: 2n, r: 2, t: "real" });
    big.close();
  });

  it("counts rows for UPDATE/DELETE and reports no rowid or changes for SELECT", async () => {
    await client.execute("INSERT INTO items (name, qty) VALUES ('u1', 1), ('u2', 1), ('u3', 1)");
    const upd = await client.execute("UPDATE items SET qty = 2 WHERE name LIKE 'u%'");
    expect(upd.rowsAffected).toBe(3);
    expect(upd.lastInsertRowid).toBeUndefined();
    const sel = await client.execute("SELECT * FROM items");
    expect(sel.rowsAffected).toBe(0);
    expect(sel.lastInsertRowid).toBeUndefined();
    const del = await client.execute("DELETE FROM items WHERE name LIKE 'u%'");
    expect(del.rowsAffected).toBe(3);
  });

  it("returns rows and the change count from INSERT ... RETURNING", async () => {
    const rs = await client.execute({ sql: "INSERT INTO items (name, qty) VALUES (?, 1), (?, 2) RETURNING name, qty", args: ["r1", "r2"] });
    expect(rs.rows.map((r) => r.name)).toEqual(["r1", "r2"]);
    expect(rs.rowsAffected).toBe(2);
    const seen = await client.execute("SELECT count(*) AS n FROM items WHERE name IN ('r1', 'r2')");
    expect(seen.rows[0]!.n).toBe(2);
  });

  it("surfaces SQL errors as LibsqlError and keeps serving", async () => {
    const syntax = await client.execute("SELEC 1").catch((e: unknown) => e);
    expect(syntax).toBeInstanceOf(LibsqlError);
    expect((syntax as LibsqlError).code).toBe("SQLITE_ERROR");
    expect((syntax as LibsqlError).message).toContain('near "SELEC": syntax error');

    const unique = await client.execute("INSERT INTO items (name) VALUES ('apple')").catch((e: unknown) => e);
    expect((unique as LibsqlError).code).toBe("SQLITE_CONSTRAINT");
    expect((unique as LibsqlError).message).toContain("UNIQUE constraint failed: items.name");

    const ok = await client.execute("SELECT 1 AS one");
    expect(ok.rows[0]!.one).toBe(1);
  });

  it("rejects more than one statement in execute like sqld, instead of running only the first", async () => {
    const err = await client.execute("INSERT INTO items (name) VALUES ('m1'); INSERT INTO items (name) VALUES ('m2')").catch((e: unknown) => e);
    expect((err as LibsqlError).code).toBe("SQL_MANY_STATEMENTS");
    const rs = await client.execute("SELECT count(*) AS n FROM items WHERE name IN ('m1', 'm2')");
    expect(rs.rows[0]!.n).toBe(0);
    const empty = await client.execute("  -- nothing here\n").catch((e: unknown) => e);
    expect((empty as LibsqlError).code).toBe("SQL_NO_STATEMENT");
  });

  it("enforces foreign keys, as Turso does by default", async () => {
    await client.execute("CREATE TABLE parents (id INTEGER PRIMARY KEY)");
    await client.execute("CREATE TABLE children (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parents(id))");
    const err = await client.execute("INSERT INTO children (parent_id) VALUES (42)").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LibsqlError);
    expect((err as LibsqlError).code).toBe("SQLITE_CONSTRAINT");
    expect((err as LibsqlError).message).toContain("FOREIGN KEY constraint failed");
  });

  it("runs several statements with executeMultiple", async () => {
    await client.executeMultiple(`
      CREATE TABLE multi (x INTEGER);
      INSERT INTO multi VALUES (1);
      -- a comment between statements
      INSERT INTO multi VALUES (2);
    `);
    const rs = await client.execute("SELECT sum(x) AS s FROM multi");
    expect(rs.rows[0]!.s).toBe(3);
  });

  it("works with the Node entry of @libsql/client given an http URL", async () => {
    const node = createNodeClient({ url: server.url });
    const rs = await node.execute({ sql: "SELECT ? || ? AS joined", args: ["node", "-client"] });
    expect(rs.rows[0]!.joined).toBe("node-client");
    node.close();
  });
});
