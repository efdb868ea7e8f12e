// Batches, migrations and concurrent requests through the official web client.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, LibsqlBatchError, type Client } from "@libsql/client/web";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startLibsqlServer, type LibsqlServer } from "../../scripts/libsql-server/server.js";

let dir: string;
let server: LibsqlServer;
let client: Client;

const count = async (c: Client = client) => (await c.execute("SELECT count(*) AS n FROM notes")).rows[0]!.n;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "libsql-server-batch-"));
  server = await startLibsqlServer({ file: join(dir, "test.db"), port: 0 });
  client = createClient({ url: server.url });
  await client.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL UNIQUE)");
});

beforeEach(async () => {
  await client.execute("DELETE FROM notes");
});

afterAll(async () => {
  client?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("batches", () => {
  it("runs a write batch atomically and returns one result per statement", async () => {
    const results = await client.batch(
      [
        { sql: "INSERT INTO notes (body) VALUES (?)", args: ["a"] },
        { sql: "INSERT INTO notes (body) VALUES (:b)", args: { b: "b" } },
        "SELECT body FROM notes ORDER BY body",
      ],
      "write",
    );
    expect(results).toHaveLength(3);
    expect(results[0]!.rowsAffected).toBe(1);
    expect(results[2]!.rows.map((r) => r.body)).toEqual(["a", "b"]);
  });

  it("rolls the whole batch back when a middle statement fails, and reports which one", async () => {
    const err = await client
      .batch(
        [
          "INSERT INTO notes (body) VALUES ('first')",
          "INSERT INTO notes (body) VALUES ('first')",
          "INSERT INTO notes (body) VALUES ('third')",
        ],
        "write",
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LibsqlBatchError);
    expect((err as LibsqlBatchError).statementIndex).toBe(1);
    expect((err as LibsqlBatchError).code).toBe("SQLITE_CONSTRAINT");
    expect(await count()).toBe(0);
    // The failed batch left no transaction or lock behind.
    await client.execute("INSERT INTO notes (body) VALUES ('after')");
    expect(await count()).toBe(1);
  });

  it("supports read and deferred batches", async () => {
    await client.execute("INSERT INTO notes (body) VALUES ('r')");
    const [read] = await client.batch(["SELECT body FROM notes"], "read");
    expect(read!.rows[0]!.body).toBe("r");
    await client.batch(["INSERT INTO notes (body) VALUES ('d')"], "deferred");
    expect(await count()).toBe(2);
  });

  it("stores repeated SQL once per stream (store_sql) and still binds each row", async () => {
    const stmts = Array.from({ length: 40 }, (_, i) => ({ sql: "INSERT INTO notes (body) VALUES (?)", args: [`n${i}`] }));
    await client.batch(stmts, "write");
    expect(await count()).toBe(40);
  });

  it("runs migrate() batches (foreign keys off, BEGIN ... COMMIT, foreign keys on)", async () => {
    await client.migrate([
      "CREATE TABLE mig_parent (id INTEGER PRIMARY KEY)",
      "CREATE TABLE mig_child (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES mig_parent(id))",
      "INSERT INTO mig_child (parent_id) VALUES (1)",
      "INSERT INTO mig_parent (id) VALUES (1)",
    ]);
    const rs = await client.execute("SELECT count(*) AS n FROM mig_child");
    expect(rs.rows[0]!.n).toBe(1);
  });
});

describe("concurrency", () => {
  it("handles 25 concurrent requests from several clients", async () => {
    const clients = [client, createClient({ url: server.url }), createClient({ url: server.url })];
    const writes = Array.from({ length: 25 }, (_, i) =>
      clients[i % 3]!.execute({ sql: "INSERT INTO notes (body) VALUES (?)", args: [`p${i}`] }),
    );
    const reads = Array.from({ length: 10 }, (_, i) => clients[i % 3]!.execute("SELECT count(*) AS n FROM notes"));
    const results = await Promise.all([...writes, ...reads]);
    expect(results.slice(0, 25).every((r) => r.rowsAffected === 1)).toBe(true);
    expect(await count()).toBe(25);
    clients.slice(1).forEach((c) => c.close());
  });
});
