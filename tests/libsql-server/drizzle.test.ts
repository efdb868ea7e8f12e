// drizzle-orm's libsql web driver works through the local endpoint: inserts,
// selects, db.batch and db.transaction.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client/web";
import { eq, sql } from "drizzle-orm";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { drizzle } from "drizzle-orm/libsql/web";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLibsqlServer, type LibsqlServer } from "../../scripts/libsql-server/server.js";

const authors = sqliteTable("authors", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
});

const posts = sqliteTable("posts", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  authorId: integer("author_id")
    .notNull()
    .references(() => authors.id),
  title: text("title").notNull(),
  createdAt: integer("created_at", { mode: "timestamp" }).notNull(),
});

let dir: string;
let server: LibsqlServer;
let client: Client;
let db: LibSQLDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "libsql-server-drizzle-"));
  server = await startLibsqlServer({ file: join(dir, "test.db"), port: 0 });
  client = createClient({ url: server.url });
  db = drizzle(client);
  await client.batch(
    [
      "CREATE TABLE authors (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL UNIQUE)",
      "CREATE TABLE posts (id INTEGER PRIMARY KEY AUTOINCREMENT, author_id INTEGER NOT NULL REFERENCES authors(id), title TEXT NOT NULL, created_at INTEGER NOT NULL)",
    ],
    "write",
  );
});

afterAll(async () => {
  client?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("drizzle-orm through the local libSQL endpoint", () => {
  it("inserts with returning and selects typed rows back", async () => {
    const [ada] = await db.insert(authors).values({ name: "Ada" }).returning();
    expect(ada).toEqual({ id: 1, name: "Ada" });
    const when = new Date("2024-05-01T12:00:00Z");
    await db.insert(posts).values({ authorId: ada!.id, title: "Engines", createdAt: when });
    const rows = await db
      .select({ title: posts.title, author: authors.name, createdAt: posts.createdAt })
      .from(posts)
      .innerJoin(authors, eq(posts.authorId, authors.id));
    expect(rows).toEqual([{ title: "Engines", author: "Ada", createdAt: when }]);
  });

  it("runs db.batch atomically", async () => {
    const [inserted, , counted] = await db.batch([
      db.insert(authors).values({ name: "Grace" }).returning({ id: authors.id }),
      db.update(authors).set({ name: "Grace Hopper" }).where(eq(authors.name, "Grace")),
      db.select({ n: sql<number>`count(*)` }).from(authors),
    ]);
    expect(inserted[0]!.id).toBeGreaterThan(0);
    expect(counted[0]!.n).toBe(2);

    // A failing statement (unique name) rolls back the insert before it.
    await expect(
      db.batch([db.insert(authors).values({ name: "Linus" }), db.insert(authors).values({ name: "Ada" })]),
    ).rejects.toThrow(/UNIQUE constraint failed/);
    expect(await db.select().from(authors).where(eq(authors.name, "Linus"))).toEqual([]);
  });

  it("commits and rolls back db.transaction", async () => {
    await db.transaction(async (tx) => {
      await tx.insert(authors).values({ name: "Barbara" });
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(authors).values({ name: "Edsger" });
        tx.rollback();
      }),
    ).rejects.toThrow();
    const names = (await db.select({ name: authors.name }).from(authors)).map((r) => r.name);
    expect(names).toContain("Barbara");
    expect(names).not.toContain("Edsger");
  });

  it("surfaces foreign-key violations", async () => {
    const err = await db
      .insert(posts)
      .values({ authorId: 999, title: "Orphan", createdAt: new Date() })
      .catch((e: unknown) => e);
    // drizzle wraps driver errors in DrizzleQueryError; the LibsqlError is the cause.
    expect((err as Error).cause).toMatchObject({ code: "SQLITE_CONSTRAINT", message: expect.stringMatching(/FOREIGN KEY constraint failed/) });
  });
});
