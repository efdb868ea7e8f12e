import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RenderPage } from "../../worker/env";
import { activity, projectDetails, projects, trash } from "../../worker/db/schema/index";
import { progress } from "../../worker/db/schema/progress";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

const json = (res: Response): Promise<any> => res.json();
type Fields = Record<string, string | File | File[]>;
const REFUSED = "Approval is required: only an Admin or Super-Admin can approve. Save it as pending or checking.";
const VIDEO = "https://www.youtube.com/embed/dQw4w9WgXcQ";

/** Construction progress (issue 45 item 4; docs/product.md §10): staff updates, published as other content is. */
describe("construction progress", () => {
  let t: TestApp;
  let manager: string;
  let admin: string;
  let superAdmin: string;
  const clock = { now: new Date("2026-11-20T06:00:00.000Z") };
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock.now });
    [manager, admin, superAdmin] = await Promise.all(["Manager", "Admin", "Super-Admin"].map(async (d) => (await signedIn(t, d)).cookie));
    await t.db.insert(projects).values([
      { uniId: "PRJ-LIVE", name: "Meghna", status: "approved", category: "Under Construction", location: "Uttara" },
      { uniId: "PRJ-DRAFT", name: "Secret", status: "pending", category: "Under Construction", location: "Mirpur" },
    ]);
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, fields: Fields, cookie = manager) => t.request(path, { method, headers: { Cookie: cookie }, body: form(fields) });
  const add = (fields: Fields, cookie = manager) => send("POST", "/api/progress/add", fields, cookie);
  const valid = (extra: Fields = {}): Fields => ({ projectUniId: "PRJ-LIVE", date: "2026-10-01", stage: "structure", percent: "60", text: "Sixth slab cast", textBn: "ষষ্ঠ ছাদ ঢালাই", status: "approved", ...extra });
  const jsonCall = (method: string, path: string, cookie: string, body?: unknown) =>
    t.request(path, { method, headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const publicList = async (uniId = "PRJ-LIVE") => json(await t.request(`/api/projects/${uniId}/progress`));
  const count = async () => (await t.db.select().from(progress)).length;

  it("adds an update with photos and a video, answers it, and logs it", async () => {
    const res = await add(valid({ building: "Tower A", videoLink: VIDEO, images: [FILES.jpeg(), FILES.png()] }));
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({ projectUniId: "PRJ-LIVE", building: "Tower A", date: "2026-10-01", stage: "structure", percent: 60, textBn: "ষষ্ঠ ছাদ ঢালাই", videoLink: VIDEO, status: "approved" });
    expect(body.uniId).toMatch(/^PRG-/);
    expect(body.images).toHaveLength(2);
    expect(body.images[0]).toMatch(/^\/im\/projectImages\/[0-9a-f]{32}\.jpg$/);
    const [logged] = await t.db.select().from(activity).where(eq(activity.resourceId, body.uniId));
    expect(logged).toMatchObject({ action: "create", resource: "progress", label: "PRJ-LIVE · structure 60% · 2026-10-01" });
  });

  it("shows visitors approved updates only, newest first, and nothing of a project they cannot see", async () => {
    await add(valid({ date: "2026-08-01", stage: "foundation", percent: "25" }));
    await add(valid({ date: "2026-11-01", stage: "brickwork", percent: "70", status: "pending" }));
    const list = await publicList();
    expect(list.map((u: any) => [u.date, u.stage, u.percent])).toEqual([
      ["2026-10-01", "structure", 60],
      ["2026-08-01", "foundation", 25],
    ]);
    expect(list[0]).not.toHaveProperty("scheduledBy");
    await add(valid({ projectUniId: "PRJ-DRAFT" }));
    expect((await t.request("/api/projects/PRJ-DRAFT/progress")).status).toBe(404);
    const staff = await json(await t.request("/api/progress/all?project=PRJ-LIVE", { headers: { Cookie: manager } }));
    expect(staff.map((u: any) => u.stage)).toEqual(["brickwork", "structure", "foundation"]);
  });

  it("puts the latest approved update on the project's card in the listing", async () => {
    const listed = await json(await t.request("/api/projects"));
    expect(listed.find((p: any) => p.uniId === "PRJ-LIVE").progress).toEqual({ stage: "structure", percent: 60, date: "2026-10-01" });
  });

  it("refuses bad input (422, a file that is no image 415) and writes nothing", async () => {
    const before = await count();
    for (const [fields, key] of [
      [valid({ percent: "101" }), "percent"],
      [valid({ percent: "60.5" }), "percent"],
      [valid({ percent: "" }), "percent"],
      [valid({ stage: "roofing" }), "stage"],
      [valid({ date: "2026-02-30" }), "date"],
      [valid({ videoLink: "https://evil.example/x" }), "videoLink"],
      [valid({ status: "archived" }), "status"],
    ] as const) {
      const res = await add(fields);
      expect(res.status, key).toBe(422);
      expect(Object.keys((await json(res)).error.issues ?? {}), key).toContain(key);
    }
    const noProject = await add(valid({ projectUniId: "PRJ-NONE" }));
    expect(noProject.status).toBe(422);
    expect((await json(noProject)).error.issues).toEqual({ projectUniId: ["No project has this id"] });
    const notAnImage = await add(valid({ images: new File([new TextEncoder().encode("not an image")], "x.jpg") }));
    expect(notAnImage.status).toBe(415);
    expect(await count()).toBe(before);
    expect((await add(valid(), "")).status).toBe(401);
  });

  it("edits an update: new photos replace the old ones, none keeps them; logs and versions each save", async () => {
    const created = await json(await add(valid({ images: [FILES.jpeg()] })));
    const kept = await json(await send("PATCH", `/api/progress/${created.uniId}`, { percent: "65", text: "Seventh slab" }));
    expect(kept).toMatchObject({ percent: 65, text: "Seventh slab", images: created.images });
    const replaced = await json(await send("PATCH", `/api/progress/${created.uniId}`, { images: [FILES.png(), FILES.png()] }));
    expect(replaced.images).toHaveLength(2);
    expect(replaced.images).not.toContain(created.images[0]);
    expect((await send("PATCH", `/api/progress/${created.uniId}`, { percent: "-1" })).status).toBe(422);
    expect((await send("PATCH", "/api/progress/PRG-NONE", { percent: "1" })).status).toBe(404);
    const versions = await json(await t.request(`/api/progress/${created.uniId}/revisions`, { headers: { Cookie: manager } }));
    expect(versions.map((v: any) => v.action)).toEqual(["update", "update", "create"]);
    const first = versions[2];
    const restored = await jsonCall("POST", `/api/progress/${created.uniId}/revisions/${first.id}/restore`, manager, {});
    expect(restored.status).toBe(200);
    expect(await json(restored)).toMatchObject({ percent: 60, text: "Sixth slab cast", images: created.images });
    const logged = await t.db.select().from(activity).where(eq(activity.resourceId, created.uniId));
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(["create", "update"]));
  });

  it("goes live and comes down on its schedule", async () => {
    const scheduled = await json(await add(valid({ date: "2026-11-15", stage: "finishing", percent: "90", publishAt: "2026-11-21T09:00+06:00", unpublishAt: "2026-11-23T09:00+06:00" })));
    expect(scheduled.scheduledBy).toEqual(expect.any(Number));
    expect((await publicList()).map((u: any) => u.uniId)).not.toContain(scheduled.uniId);
    clock.now = new Date("2026-11-21T03:00:00.000Z");
    expect((await publicList())[0].uniId).toBe(scheduled.uniId);
    expect((await json(await t.request("/api/projects"))).find((p: any) => p.uniId === "PRJ-LIVE").progress).toMatchObject({ stage: "finishing", percent: 90 });
    clock.now = new Date("2026-11-23T03:00:00.000Z");
    expect((await publicList()).map((u: any) => u.uniId)).not.toContain(scheduled.uniId);
    clock.now = new Date("2026-11-20T06:00:00.000Z");
    const badOrder = await add(valid({ publishAt: "2026-11-23T09:00+06:00", unpublishAt: "2026-11-21T09:00+06:00" }));
    expect(badOrder.status).toBe(422);
  });

  it("shares a preview link to its project's page, naming the update", async () => {
    const draft = await json(await add(valid({ status: "pending", stage: "handover", percent: "100" })));
    const link = await json(await jsonCall("POST", `/api/progress/${draft.uniId}/preview-links`, manager, { lang: "bn" }));
    expect(link.url).toMatch(/\/preview\/bn\/projects\/PRJ-LIVE\?token=/);
    const [logged] = await t.db.select().from(activity).where(eq(activity.action, "share-preview"));
    expect(logged).toMatchObject({ resource: "progress", resourceId: draft.uniId });
  });

  it("needs an approver to publish while approval is required", async () => {
    expect((await jsonCall("PATCH", "/api/settings/approval", superAdmin, { required: true })).status).toBe(200);
    const refused = await add(valid());
    expect(refused.status).toBe(403);
    expect((await json(refused)).error.message).toBe(REFUSED);
    const pending = await json(await add(valid({ status: "pending" })));
    expect((await send("PATCH", `/api/progress/${pending.uniId}`, { status: "approved" })).status).toBe(403);
    const waiting = await json(await jsonCall("GET", "/api/approvals", admin));
    expect(waiting.find((w: any) => w.uniId === pending.uniId)).toMatchObject({ resource: "progress", label: "Meghna · structure 60% · 2026-10-01" });
    expect((await send("PATCH", `/api/progress/${pending.uniId}`, { status: "approved" }, admin)).status).toBe(200);
    expect((await t.request(`/api/progress/${pending.uniId}`, { method: "DELETE", headers: { Cookie: manager, Origin: "http://localhost" } })).status).toBe(403);
    expect((await jsonCall("PATCH", "/api/settings/approval", superAdmin, { required: false })).status).toBe(200);
  });

  it("deletes to the Trash with its versions, and an Admin restores it", async () => {
    const item = await json(await add(valid({ date: "2026-09-01", percent: "50" })));
    const res = await t.request(`/api/progress/${item.uniId}`, { method: "DELETE", headers: { Cookie: manager, Origin: "http://localhost" } });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ deleted: item.uniId });
    expect((await publicList()).map((u: any) => u.uniId)).not.toContain(item.uniId);
    const [entry] = await t.db.select().from(trash).where(eq(trash.itemId, item.uniId));
    expect(entry).toMatchObject({ resource: "progress", title: "PRJ-LIVE · structure 50% · 2026-09-01" });
    const listed = await json(await jsonCall("GET", "/api/trash?pageSize=100", admin));
    expect(listed.items.find((i: any) => i.itemId === item.uniId)).toBeTruthy();
    expect((await jsonCall("POST", `/api/trash/${entry!.id}/restore`, admin)).status).toBe(200);
    expect((await publicList()).map((u: any) => u.uniId)).toContain(item.uniId);
    expect((await json(await t.request(`/api/progress/${item.uniId}/revisions`, { headers: { Cookie: manager } }))).length).toBe(1);
    const logged = await t.db.select().from(activity).where(eq(activity.resourceId, item.uniId));
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(["create", "delete", "restore"]));
  });

  it("goes to the Trash and comes back with its project", async () => {
    const project = await json(await t.request("/api/projects/PRJ-LIVE/progress"));
    const del = await t.request("/api/projects/PRJ-LIVE", { method: "DELETE", headers: { Cookie: admin, Origin: "http://localhost" } });
    expect(del.status).toBe(200);
    expect(await t.db.select().from(progress).where(eq(progress.projectUniId, "PRJ-LIVE"))).toEqual([]);
    const [entry] = await t.db.select().from(trash).where(eq(trash.itemId, "PRJ-LIVE"));
    expect((await jsonCall("POST", `/api/trash/${entry!.id}/restore`, admin)).status).toBe(200);
    expect((await publicList()).map((u: any) => u.uniId)).toEqual(project.map((u: any) => u.uniId));
  });
});

/** The timeline on the project's page, rendered as the worker serves it (needs `vite build`'s renderer), and its preview. */
describe("construction progress on the project's page", () => {
  let t: TestApp;
  let manager: string;
  const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Generic</title></head><body><div id="root"></div></body></html>`;
  const assets = { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
  beforeAll(async () => {
    const { renderPage } = (await import("../../dist/server/entry-server.js")) as { renderPage: RenderPage };
    t = await createTestApp({ assets, render: renderPage, now: () => new Date("2026-11-20T06:00:00.000Z") });
    manager = (await signedIn(t, "Manager")).cookie;
    await t.db.insert(projects).values({ uniId: "PRJ-LIVE", name: "Meghna", nameBn: "মেঘনা", status: "approved", category: "Under Construction", location: "Uttara" });
    await t.db.insert(projectDetails).values({ uniId: "PDT-LIVE", foreignKey: "PRJ-LIVE", description: ["Fourteen storeys."] });
    await t.db.insert(progress).values([
      { uniId: "PRG-A", projectUniId: "PRJ-LIVE", date: "2026-10-05", stage: "structure", percent: 60, text: "Sixth slab cast", textBn: "ষষ্ঠ ছাদ ঢালাই", images: ["/im/projectImages/a.jpg"], status: "approved" },
      { uniId: "PRG-B", projectUniId: "PRJ-LIVE", date: "2026-08-01", stage: "foundation", percent: 25, text: "Raft cast", status: "approved" },
      { uniId: "PRG-C", projectUniId: "PRJ-LIVE", date: "2026-11-10", stage: "brickwork", percent: 72, text: "Draft brickwork", status: "pending" },
    ]);
  });
  afterAll(() => t.close());

  const html = async (path: string, cookie?: string) => (await t.request(path, { headers: cookie ? { Cookie: cookie } : {} })).text();
  const section = (page: string) => page.slice(page.indexOf('id="construction-progress"'));

  it("shows approved updates newest first, with lazy photos, in English", async () => {
    const page = section(await html("/projects/PRJ-LIVE"));
    expect(page).toContain("Construction progress");
    expect(page.indexOf("Sixth slab cast")).toBeLessThan(page.indexOf("Raft cast"));
    expect(page).toContain("60% complete");
    expect(page).toContain("October 5, 2026");
    expect(page).not.toContain("Draft brickwork");
    expect(page).toMatch(/<img[^>]*loading="lazy"[^>]*>/);
  });

  it("speaks Bengali with Bengali digits on the Bengali page", async () => {
    const page = section(await html("/bn/projects/PRJ-LIVE"));
    expect(page).toContain("নির্মাণ অগ্রগতি");
    expect(page).toContain("৬০% সম্পন্ন");
    expect(page).toContain("ষষ্ঠ ছাদ ঢালাই");
    expect(page).toContain("৫ অক্টোবর, ২০২৬");
    // Only the bar's width is in Latin digits (a style, no text).
    expect(page).not.toMatch(/>[^<]*60%/);
  });

  it("previews a draft update on its project's page for staff only", async () => {
    expect(section(await html("/preview/projects/PRJ-LIVE?item=PRG-C", manager))).toContain("Draft brickwork");
    expect(await html("/projects/PRJ-LIVE")).not.toContain("Draft brickwork");
    expect((await t.request("/preview/projects/PRJ-LIVE?item=PRG-C")).status).toBe(302);
  });
});
