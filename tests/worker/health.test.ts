import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppWithDeadDb, createTestApp, type TestApp } from "../helpers/app";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reports the database and storage as up after touching both", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, db: true, storage: true });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers unknown API paths with the JSON error shape", async () => {
    const res = await t.request("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { message: "Not found" } });
  });
});

describe("with the database unreachable", () => {
  let t: Awaited<ReturnType<typeof createAppWithDeadDb>>;
  beforeAll(async () => {
    t = await createAppWithDeadDb();
    await t.bucket.put("images/logo.png", new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
      httpMetadata: { contentType: "image/png" },
    });
  });
  afterAll(() => t.close());

  it("health answers 503 naming the database as down and storage as up", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, db: false, storage: true });
  });

  it("images are still served", async () => {
    const res = await t.request("/im/images/logo.png");
    expect(res.status).toBe(200);
  });
});
