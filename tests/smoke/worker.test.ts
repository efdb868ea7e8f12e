import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPlatformProxy } from "wrangler";
import { migrateDatabase } from "../../scripts/db-migrate";
import { startLibsqlServer } from "../../scripts/libsql-server/server";
import { startWorker } from "../helpers/worker-process";

const root = join(import.meta.dirname, "../..");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** The real worker in workerd (wrangler dev / miniflare), as `npm start` runs it. */
describe("the worker in workerd", () => {
  const dir = mkdtempSync(join(tmpdir(), "uday-smoke-"));
  let db: Awaited<ReturnType<typeof startLibsqlServer>>;
  let worker: Awaited<ReturnType<typeof startWorker>>;

  beforeAll(async () => {
    if (!existsSync(join(root, "dist/client/index.html"))) throw new Error("run `npm run build` first (npm test does)");
    db = await startLibsqlServer({ file: join(dir, "local.db"), port: 0 });
    await migrateDatabase(db.url);
    // Same persistence layout as `wrangler dev --persist-to dir`.
    const proxy = await getPlatformProxy<{ BUCKET: R2Bucket }>({ persist: { path: join(dir, "v3") } });
    await proxy.env.BUCKET.put("images/logo.png", PNG, { httpMetadata: { contentType: "image/png" } });
    await proxy.dispose();
    worker = await startWorker({ persistTo: dir, libsqlUrl: db.url });
  }, 90_000);

  afterAll(async () => {
    await worker?.stop();
    await db?.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the SPA at / and for client-side routes", async () => {
    const home = await fetch(`${worker.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const deep = await fetch(`${worker.url}/projects/PRJ-0001`, { headers: { "Sec-Fetch-Mode": "navigate", Accept: "text/html" } });
    expect(await deep.text()).toContain('<div id="root">');
  });

  it("answers /api/health after touching libSQL and R2", async () => {
    const res = await fetch(`${worker.url}/api/health`);
    expect(await res.json()).toEqual({ ok: true, db: true, storage: true });
  });

  it("serves an R2 object at /im", async () => {
    const res = await fetch(`${worker.url}/im/images/logo.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it("runs the cron's orphan sweep on demand through /cdn-cgi/local/scheduled (npm run sweep)", async () => {
    const res = await fetch(`${worker.url}/cdn-cgi/local/scheduled`);
    expect(res.status).toBe(200);
    for (let i = 0; i < 50 && !worker.log().includes("orphan sweep:"); i++) await new Promise((r) => setTimeout(r, 100));
    expect(worker.log()).toMatch(/orphan sweep: \{"scanned":1,"deleted":\[\]\}/);
  });

  it("with the database gone, answers /api with 503 JSON and keeps serving the SPA and images", async () => {
    await db.close();
    const health = await fetch(`${worker.url}/api/health`);
    expect(health.status).toBe(503);
    const projects = await fetch(`${worker.url}/api/projects`);
    expect(projects.status).toBe(503);
    expect(((await projects.json()) as { error: { message: string } }).error.message).toMatch(/unavailable/i);
    expect((await fetch(`${worker.url}/`)).status).toBe(200);
    expect((await fetch(`${worker.url}/im/images/logo.png`)).status).toBe(200);
  });
});
