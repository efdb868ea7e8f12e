import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKER_JWT_SECRET } from "../helpers/worker-process";
import { PNG, startWorkerStack } from "../helpers/worker-stack";

/** Every process's command line, as `ps` shows it to any local user. */
const commandLines = () =>
  readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      } catch {
        return "";
      }
    });

/** The real worker in workerd (wrangler dev / miniflare), as `npm start` runs it. */
describe("the worker in workerd", () => {
  let stack: Awaited<ReturnType<typeof startWorkerStack>>;
  let worker: Awaited<ReturnType<typeof startWorkerStack>>["worker"];

  beforeAll(async () => {
    stack = await startWorkerStack();
    worker = stack.worker;
  }, 90_000);

  afterAll(() => stack?.stop());

  it("serves the SPA at / and for client-side routes", async () => {
    const home = await fetch(`${worker.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const deep = await fetch(`${worker.url}/projects/PRJ-0001`, { headers: { "Sec-Fetch-Mode": "navigate", Accept: "text/html" } });
    expect(await deep.text()).toContain('<div id="root">');
  });

  it("keeps the database token and the signing key off every command line, in an owner-only env file", () => {
    const lines = commandLines();
    expect(lines.some((l) => l.includes("--env-file") && l.includes(stack.dir))).toBe(true); // wrangler is visible
    expect(lines.filter((l) => l.includes(stack.authToken) || l.includes(WORKER_JWT_SECRET))).toEqual([]);
    expect(statSync(join(stack.dir, "worker.env")).mode & 0o777).toBe(0o600);
  });

  it("answers /api/health after touching libSQL (which requires its token) and R2", async () => {
    const res = await fetch(`${worker.url}/api/health`);
    expect(await res.json()).toEqual({ ok: true, db: true, storage: true });
  });

  it("serves an R2 object at /im", async () => {
    const res = await fetch(`${worker.url}/im/images/logo.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it("runs the cron's orphan sweep and housekeeping on demand through /cdn-cgi/local/scheduled (npm run sweep)", async () => {
    const res = await fetch(`${worker.url}/cdn-cgi/local/scheduled`);
    expect(res.status).toBe(200);
    for (let i = 0; i < 50 && !worker.log().includes("orphan sweep:"); i++) await new Promise((r) => setTimeout(r, 100));
    expect(worker.log()).toMatch(/orphan sweep: \{"scanned":1,"deleted":\[\]\}/);
    for (let i = 0; i < 50 && !worker.log().includes("housekeeping:"); i++) await new Promise((r) => setTimeout(r, 100));
    expect(worker.log()).toMatch(/housekeeping: \{"sessions":0,"throttleEvents":0\}/);
  });

  it("with the database gone, answers /api with 503 JSON and keeps serving the SPA and images", async () => {
    await stack.db.close();
    const health = await fetch(`${worker.url}/api/health`);
    expect(health.status).toBe(503);
    const projects = await fetch(`${worker.url}/api/projects`);
    expect(projects.status).toBe(503);
    expect(((await projects.json()) as { error: { message: string } }).error.message).toMatch(/unavailable/i);
    expect((await fetch(`${worker.url}/`)).status).toBe(200);
    expect((await fetch(`${worker.url}/im/images/logo.png`)).status).toBe(200);
  });
});
