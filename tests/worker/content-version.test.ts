import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { bumpContentVersion, createVersionMemo, PAGE_DATA_MS, readContentVersion } from "../../worker/lib/content-version";
import { builtRenderer } from "../helpers/app";
import { createTestBucket } from "../helpers/bucket";
import { createTestDb, type Db } from "../helpers/db";
import { createMemoryCache } from "../helpers/memory-cache";

const TTL = 2_000;
const MAX_AGE = 5_000;

describe("the isolate's memo of the content version", () => {
  let database: Awaited<ReturnType<typeof createTestDb>>;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDb();
    db = database.db;
    await db.batch([bumpContentVersion(db)]);
  });
  afterAll(() => database.close());

  const memoAt = () => {
    const clock = { now: 1_000_000 };
    return { clock, memo: createVersionMemo(TTL, MAX_AGE, () => clock.now) };
  };

  it("knows no version until one is read, then keys reads by it without asking again within the ttl", async () => {
    const { clock, memo } = memoAt();
    expect(memo.peek()).toBeNull();
    const read = await memo.get(db);
    expect(read).toEqual({ version: await readContentVersion(db), fromMemo: false });
    clock.now += TTL - 1;
    expect(memo.peek()).toEqual({ version: read.version, refresh: false });
  });

  it("past the ttl, keeps keying by the version it has and asks one request at a time to read the new one", async () => {
    const { clock, memo } = memoAt();
    const { version } = await memo.get(db);
    await db.batch([bumpContentVersion(db)]);
    clock.now += TTL;
    expect(memo.peek()).toEqual({ version, refresh: true });
    // The others meanwhile neither wait nor read.
    expect(memo.peek()).toEqual({ version, refresh: false });
    expect(memo.peek()).toEqual({ version, refresh: false });
    await memo.refresh(db);
    expect(memo.peek()).toEqual({ version: version + 1, refresh: false });
  });

  it("asks another request when the one that was to read never finished (a cancelled request)", async () => {
    const { clock, memo } = memoAt();
    const { version } = await memo.get(db);
    clock.now += TTL;
    expect(memo.peek()?.refresh).toBe(true);
    clock.now += PAGE_DATA_MS - 1;
    expect(memo.peek()?.refresh).toBe(false);
    clock.now += 1;
    expect(memo.peek()).toEqual({ version, refresh: true });
  });

  it("never keys a read by a version older than the max age, nor after a write in this isolate: the request reads it", async () => {
    const { clock, memo } = memoAt();
    await memo.get(db);
    clock.now += MAX_AGE;
    expect(memo.peek()).toBeNull();
    await memo.get(db);
    memo.forget();
    expect(memo.peek()).toBeNull();
  });
});

describe("a public read answered from the isolate's copies", () => {
  it("makes no database client: the request's client is built on its first use", async () => {
    const database = await createTestDb();
    const storage = await createTestBucket();
    let clients = 0;
    const app = createApp({
      db: () => {
        clients++;
        return createDb(database.url);
      },
      bucket: storage.bucket,
      cache: createMemoryCache().cache,
      render: builtRenderer,
      config: { jwtSecret: "x".repeat(32), secureCookies: false },
    });
    try {
      const first = await app.request("http://localhost/api/projects");
      expect(first.status).toBe(200);
      const made = clients;
      expect(made).toBeGreaterThan(0);
      const again = await app.request("http://localhost/api/projects");
      expect(again.status).toBe(200);
      expect(again.headers.get("server-timing")).toContain("store;desc=memory");
      expect(clients).toBe(made);
      // A read that needs the database still gets its own client.
      expect((await app.request("http://localhost/api/projects/PRJ-NONE/details")).status).toBe(404);
      expect(clients).toBe(made + 1);
    } finally {
      await storage.close();
      await database.close();
    }
  });
});
