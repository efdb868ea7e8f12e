import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import type { RenderPage } from "../../worker/env";
import { builtRenderer, createTestApp, type TestApp } from "../helpers/app";
import { form, signedIn } from "../helpers/auth";
import { createMemoryCache } from "../helpers/memory-cache";

const cacheOf = (res: Response) => /cache;desc=([\w-]+)/.exec(res.headers.get("server-timing") ?? "")?.[1];

// Issue 41 part 10: the stale copy served while the database or the render fails never shows an item
// unpublished, withdrawn or deleted since (docs/decisions.md "Edge cache and content version").
describe("the stale fallback and items taken down since", () => {
  let t: TestApp;
  let manager: string;
  let failing = false;
  let down = false;
  const clock = { now: new Date("2026-12-01T03:00:00.000Z") };
  const render: RenderPage = (...args) => (failing ? Promise.reject(new Error("renderer down")) : builtRenderer(...args));
  beforeAll(async () => {
    t = await createTestApp({ cache: createMemoryCache().cache, render, now: () => clock.now });
    manager = (await signedIn(t, "Manager")).cookie;
  });
  afterAll(() => t.close());

  /** Another isolate on the same database, whose database can be cut off. */
  const isolate = () =>
    createApp({
      db: () => createDb(down ? "http://127.0.0.1:9" : t.dbUrl),
      bucket: t.bucket,
      cache: createMemoryCache().cache,
      config: t.config,
      render,
      now: () => clock.now,
    });
  const add = async (name: string, extra: Record<string, string> = {}) => {
    const res = await t.request("/api/projects/add", {
      method: "POST",
      headers: { Cookie: manager },
      body: form({ name, title: "", status: "approved", category: "Ready Apartment", location: "Uttara", ...extra }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { uniId: string }).uniId;
  };
  const patch = (uniId: string, fields: Record<string, string>) =>
    t.request(`/api/projects/${uniId}`, { method: "PATCH", headers: { Cookie: manager }, body: form(fields) });

  it("does not serve this isolate's old copies once it withdrew an item, and still does after an edit that keeps it live", async () => {
    const keep = await add("Riverside Court");
    const withdrawn = await add("Withdrawn Tower");
    for (const path of ["/projects", `/projects/${withdrawn}`, `/projects/${keep}`]) expect((await t.request(path)).status).toBe(200);
    // An edit that leaves both live: the old copies still stand in for a failing render.
    expect((await patch(keep, { location: "Gulshan" })).status).toBe(200);
    failing = true;
    expect(cacheOf(await t.request(`/projects/${keep}`))).toBe("stale");
    failing = false;
    for (const path of ["/projects", `/projects/${withdrawn}`]) expect((await t.request(path)).status).toBe(200);
    // Withdrawn (back to pending): no copy made before that may stand in any more.
    expect((await patch(withdrawn, { status: "pending" })).status).toBe(200);
    failing = true;
    for (const path of ["/projects", `/projects/${withdrawn}`]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(503);
      expect(await res.text(), path).not.toContain("Withdrawn Tower");
    }
    failing = false;
    const list = await t.request("/projects");
    expect(list.status).toBe(200);
    expect(await list.text()).not.toContain("Withdrawn Tower");
  });

  it("does not serve another isolate's copy of a deleted item once that isolate has read the take-down", async () => {
    const gone = await add("Demolished Plaza");
    const other = isolate();
    const page = `http://localhost/projects/${gone}`;
    expect((await other.request(page)).status).toBe(200);
    expect((await t.request(`/api/projects/${gone}`, { method: "DELETE", headers: { Cookie: manager } })).status).toBe(200);
    // Any post makes the other isolate read the version (and the take-down) on its next read.
    await other.request("http://localhost/api/messages", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    failing = true;
    try {
      const res = await other.request(page);
      expect(res.status).toBe(503);
      expect(await res.text()).not.toContain("Demolished Plaza");
    } finally {
      failing = false;
    }
  });

  it("does not serve, with the database down, a copy made before an item's unpublish time passed", async () => {
    const until = new Date(clock.now.getTime() + 60 * 60_000);
    const timed = await add("Limited Offer Tower", { unpublishAt: until.toISOString() });
    const steady = await add("Steady Tower");
    const other = isolate();
    for (const p of [`/projects/${timed}`, `/projects/${steady}`]) expect((await other.request(`http://localhost${p}`)).status).toBe(200);
    down = true;
    try {
      // A post makes the isolate read the version anew, which it cannot now.
      await other.request("http://localhost/api/messages", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
      // Before the time: the copy stands in while the database is down.
      expect(cacheOf(await other.request(`http://localhost/projects/${steady}`))).toBe("stale");
      clock.now = new Date(until.getTime() + 1000);
      for (const p of [`/projects/${timed}`, `/projects/${steady}`]) {
        const res = await other.request(`http://localhost${p}`);
        expect(res.status, p).toBe(503);
        expect(await res.text()).not.toContain("Limited Offer Tower");
      }
    } finally {
      down = false;
    }
  });
});
