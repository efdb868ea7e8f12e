import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { users } from "../../worker/db/schema/index";
import { hashPassword } from "../../worker/lib/passwords";
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
    expect(lines.filter((l) => l.includes(stack.authToken) || l.includes(worker.jwtSecret))).toEqual([]);
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
    // The cron's work runs after its answer (waitUntil): wait for its log lines, however busy the machine.
    await expect.poll(() => worker.log(), { timeout: 30_000 }).toMatch(/orphan sweep: \{"scanned":1,"deleted":\[\]\}/);
    await expect.poll(() => worker.log(), { timeout: 30_000 }).toMatch(/housekeeping: \{"sessions":0,"throttleEvents":0,"codes":0,"trash":0\}/);
  });

  it("reads uploads through the capped body reader: stores a signed-in upload, cuts a chunked one off at the cap", async () => {
    const db = createDb(stack.db.url, stack.authToken);
    await db.insert(users).values({
      name: "Smoke Admin", username: "smokeadmin", email: "smoke@example.com", employeeId: "S-1", department: "IT",
      designation: "Admin", phone: "01711000000", passwordHash: await hashPassword("Sm0ke!Passw0rd"),
    });
    const login = await fetch(`${worker.url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "smokeadmin", password: "Sm0ke!Passw0rd" }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith("session="))!.split(";")[0]!;

    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "Smoke", title: "t", status: "approved", category: "Ready Apartment", location: "Uttara" })) form.append(k, v);
    form.append("mainImage", new File([PNG], "a.png", { type: "image/png" }));
    const created = await fetch(`${worker.url}/api/projects/add`, { method: "POST", headers: { Cookie: cookie }, body: form });
    expect(created.status).toBe(201);
    const { mainImage } = (await created.json()) as { mainImage: string };
    expect((await fetch(`${worker.url}${mainImage}`)).status).toBe(200);

    // 60 MB chunked (no Content-Length) to a route whose cap is 7 MB.
    const total = 60 * 1024 * 1024;
    let sent = 0;
    const huge = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const cut = await fetch(`${worker.url}/api/projects/add`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "multipart/form-data; boundary=x" },
      body: huge,
      duplex: "half",
    } as RequestInit).then(
      (res) => String(res.status),
      // Answering before the upload ends may reset the connection under the sender: no 413 to read then.
      (err: Error & { cause?: { code?: string } }) => String(err.cause?.code),
    );
    if (cut === "500") {
      // The same reset one hop further in: wrangler dev's ProxyWorker pipes the upload to the worker, and
      // when the worker's 413 and its cancel of the body cut that pipe first, the proxy answers 500 and
      // says so in the dev server's log (wrangler's ProxyWorker.js). Workers in production has no such hop.
      await expect
        .poll(() => worker.log(), { timeout: 30_000 })
        .toMatch(/Error inside ProxyWorker \(the affected request failed; the dev server continues\): POST \S+\/api\/projects\/add \(failed after 1 attempt\)/);
    } else {
      expect(["413", "ECONNRESET", "EPIPE"]).toContain(cut);
    }
    expect(sent).toBeLessThan(total); // about 25 MB gets into the buffers of wrangler dev's proxies and the sockets
  });

  it("with the database gone, answers /api with 503 JSON, a page it cannot make with the try-again page, and keeps serving the app and images", async () => {
    await stack.db.close();
    const health = await fetch(`${worker.url}/api/health`);
    expect(health.status).toBe(503);
    const projects = await fetch(`${worker.url}/api/projects`);
    expect(projects.status).toBe(503);
    expect(((await projects.json()) as { error: { message: string } }).error.message).toMatch(/unavailable/i);
    const page = await fetch(`${worker.url}/projects/PRJ-never-made`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("Try again");
    expect((await fetch(`${worker.url}/login`)).status).toBe(200);
    expect((await fetch(`${worker.url}/im/images/logo.png`)).status).toBe(200);
  });
});
