// Interactive transactions through the official web client, including the
// cross-stream write serialisation and the expiry of abandoned transactions.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, LibsqlError, type Client } from "@libsql/client/web";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startLibsqlServer, type LibsqlServer } from "../../scripts/libsql-server/server.js";

let dir: string;
let server: LibsqlServer;
let client: Client;

const count = async (c: Client = client) => (await c.execute("SELECT count(*) AS n FROM notes")).rows[0]!.n;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "libsql-server-tx-"));
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

describe("interactive transactions", () => {
  it("commits the statements of a write transaction", async () => {
    const tx = await client.transaction("write");
    await tx.execute({ sql: "INSERT INTO notes (body) VALUES (?)", args: ["tx1"] });
    const inside = await tx.execute("SELECT count(*) AS n FROM notes");
    expect(inside.rows[0]!.n).toBe(1);
    await tx.batch(["INSERT INTO notes (body) VALUES ('tx2')", "INSERT INTO notes (body) VALUES ('tx3')"]);
    await tx.commit();
    expect(tx.closed).toBe(true);
    expect(await count()).toBe(3);
  });

  it("discards everything on rollback", async () => {
    const tx = await client.transaction("write");
    await tx.execute("INSERT INTO notes (body) VALUES ('gone')");
    await tx.rollback();
    expect(await count()).toBe(0);
  });

  it("keeps the transaction usable after a failing statement", async () => {
    const tx = await client.transaction("write");
    await tx.execute("INSERT INTO notes (body) VALUES ('kept')");
    const err = await tx.execute("INSERT INTO notes (body) VALUES ('kept')").catch((e: unknown) => e);
    expect((err as LibsqlError).code).toBe("SQLITE_CONSTRAINT");
    await tx.execute("INSERT INTO notes (body) VALUES ('also kept')");
    await tx.commit();
    expect(await count()).toBe(2);
  });

  it("supports executeMultiple inside a transaction", async () => {
    const tx = await client.transaction("write");
    await tx.executeMultiple("INSERT INTO notes (body) VALUES ('m1'); INSERT INTO notes (body) VALUES ('m2');");
    await tx.commit();
    expect(await count()).toBe(2);
  });

  it("accepts read-only transactions (BEGIN TRANSACTION READONLY)", async () => {
    await client.execute("INSERT INTO notes (body) VALUES ('ro')");
    const tx = await client.transaction("read");
    try {
      const rs = await tx.execute("SELECT body FROM notes");
      expect(rs.rows[0]!.body).toBe("ro");
      const err = await tx.execute("INSERT INTO notes (body) VALUES ('nope')").catch((e: unknown) => e);
      expect(err).toBeInstanceOf(LibsqlError);
      await tx.commit();
    } finally {
      tx.close();
    }
    // Writes work again once the read-only transaction is over.
    await client.execute("INSERT INTO notes (body) VALUES ('after ro')");
    expect(await count()).toBe(2);
  });

  it("makes other streams wait while a transaction is open, then lets them see the commit", async () => {
    const tx = await client.transaction("write");
    await tx.execute("INSERT INTO notes (body) VALUES ('locked')");
    let otherDone = false;
    const other = client.execute("INSERT INTO notes (body) VALUES ('waiting')").then((rs) => {
      otherDone = true;
      return rs;
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(otherDone).toBe(false);
    await tx.commit();
    await other;
    expect(await count()).toBe(2);
  });

  it("serialises many concurrent transactions without SQLITE_BUSY", async () => {
    await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const tx = await client.transaction("write");
        await tx.execute({ sql: "INSERT INTO notes (body) VALUES (?)", args: [`c${i}`] });
        await tx.execute({ sql: "UPDATE notes SET body = body || '!' WHERE body = ?", args: [`c${i}`] });
        await tx.commit();
      }),
    );
    expect(await count()).toBe(8);
  });
});

describe("abandoned transactions", () => {
  it("expire after the idle timeout, rolling back and releasing other streams", async () => {
    const fast = await startLibsqlServer({ file: join(dir, "expiry.db"), port: 0, streamIdleMs: 200 });
    const c = createClient({ url: fast.url });
    try {
      await c.execute("CREATE TABLE t (x INTEGER)");
      const tx = await c.transaction("write");
      await tx.execute("INSERT INTO t VALUES (1)");
      // This request waits for the abandoned transaction to expire.
      const rs = await c.execute("SELECT count(*) AS n FROM t");
      expect(rs.rows[0]!.n).toBe(0);
      const err = await tx.commit().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(LibsqlError);
      expect((err as LibsqlError).code).toBe("STREAM_EXPIRED");
    } finally {
      c.close();
      await fast.close();
    }
  });
});
