import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity, projects, revisions, trash } from "../../worker/db/schema/index";
import { sweepOrphans } from "../../worker/storage/sweep";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

const json = (res: Response): Promise<any> => res.json();

describe("revisions: every save keeps a version, any version can be restored", () => {
  let t: TestApp;
  let manager: { cookie: string; user: { id: number; name: string } };
  const clock = { now: new Date("2026-12-01T04:00:00.000Z") };
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock.now });
    manager = await signedIn(t, "Manager");
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, fields: Record<string, string | File>) => t.request(path, { method, headers: { Cookie: manager.cookie }, body: form(fields) });
  const get = async (path: string) => json(await t.request(path, { headers: { Cookie: manager.cookie } }));
  const restore = (path: string, body: object = {}) =>
    t.request(path, { method: "POST", headers: { Cookie: manager.cookie, "Content-Type": "application/json", Origin: "http://localhost" }, body: JSON.stringify(body) });
  const later = () => (clock.now = new Date(clock.now.getTime() + 60_000));

  async function projectWithHistory() {
    const created = await json(await send("POST", "/api/projects/add", { name: "Nilachol", status: "approved", category: "Ready Apartment", location: "Uttara", mainImage: FILES.png() }));
    later();
    await send("PATCH", `/api/projects/${created.uniId}`, { name: "Nilachol Tower", mainImage: FILES.jpeg() });
    later();
    await send("PATCH", `/api/projects/${created.uniId}`, { location: "Uttara 10" });
    return created as { uniId: string; mainImage: string };
  }

  it("lists who saved each version and when, newest first, each with the files it names", async () => {
    const { uniId, mainImage } = await projectWithHistory();
    const list = await get(`/api/projects/${uniId}/revisions`);
    expect(list.map((r: any) => r.action)).toEqual(["update", "update", "create"]);
    expect(list[0]).toMatchObject({ savedById: manager.user.id, savedByName: manager.user.name, savedAt: "2026-12-01T04:02:00.000Z" });
    expect(list[2].files).toEqual([mainImage]);
    expect(list[0].files).not.toContain(mainImage);
  });

  it("answers any two versions field by field, a project's with its details", async () => {
    const { uniId } = await projectWithHistory();
    await send("POST", "/api/project-details", {
      ...Object.fromEntries(["address", "landarea", "facing", "road", "unitPerFloor", "apartmentSize", "storied", "lift", "parking", "commonFeatures", "apartmentContains", "map"].map((f) => [f, f === "map" ? "https://www.google.com/maps/embed?pb=1" : `${f} A`])),
      description: "The old description",
      number: "01711111111",
      foreignKey: uniId,
      headerImage: FILES.png(),
      floorPlan: FILES.png(),
      historyImage: FILES.png(),
      brochure: FILES.pdf(),
    });
    const list = await get(`/api/projects/${uniId}/revisions`);
    const [newest, , older] = await Promise.all([list[0], list[1], list[2]].map((r: any) => get(`/api/projects/${uniId}/revisions/${r.id}`)));
    expect(newest.snapshot.details.description).toEqual(["The old description"]);
    expect(older.snapshot).toMatchObject({ name: "Nilachol Tower", location: "Uttara" });
    expect(newest.snapshot).toMatchObject({ name: "Nilachol Tower", location: "Uttara 10" });
    expect(newest.files).toEqual(expect.arrayContaining([expect.stringMatching(/^\/im\/projectImages\//), expect.stringMatching(/\.pdf$/)]));
    expect((await t.request(`/api/projects/${uniId}/revisions/999999`, { headers: { Cookie: manager.cookie } })).status).toBe(404);
  });

  it("restores an old version as a new one; an approved item stays a draft unless published", async () => {
    const { uniId, mainImage } = await projectWithHistory();
    const list = await get(`/api/projects/${uniId}/revisions`);
    const first = list[list.length - 1];
    const res = await restore(`/api/projects/${uniId}/revisions/${first.id}/restore`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ name: "Nilachol", location: "Uttara", mainImage, status: "pending" });
    const after = await get(`/api/projects/${uniId}/revisions`);
    expect(after).toHaveLength(list.length + 1);
    expect(after[0]).toMatchObject({ action: "restore", restoredFrom: first.id });
    // History is never rewritten: the versions before are as they were.
    expect(after.slice(1)).toEqual(list);
    const published = await json(await restore(`/api/projects/${uniId}/revisions/${list[0].id}/restore`, { publish: true }));
    expect(published).toMatchObject({ name: "Nilachol Tower", location: "Uttara 10", status: "approved" });
    const [logged] = await t.db.select().from(activity).where(and(eq(activity.action, "restore"), eq(activity.resourceId, uniId)));
    expect(logged).toMatchObject({ userId: manager.user.id, resource: "projects" });
    expect((await restore(`/api/projects/${uniId}/revisions/${first.id}/restore`, { publish: "yes" })).status).toBe(422);
  });

  it("keeps every file a kept version names from the orphan sweep", async () => {
    const { mainImage } = await projectWithHistory();
    const key = mainImage.replace(/^\/im\//, "");
    const result = await sweepOrphans({ db: t.db, bucket: t.bucket, graceHours: 0, limit: 1000, now: new Date(Date.now() + 3_600_000) });
    expect(result.deleted).not.toContain(key);
    expect(await t.bucket.head(key)).not.toBeNull();
  });

  it("keeps a row's version from before history as its first, when it is first saved", async () => {
    await t.db.insert(projects).values({ uniId: "PRJ-OLD", name: "Old", status: "pending", category: "Ready Apartment", location: "Mirpur", updatedAt: "2025-01-01T00:00:00.000Z" });
    await send("PATCH", "/api/projects/PRJ-OLD", { name: "Older" });
    const list = await get("/api/projects/PRJ-OLD/revisions");
    expect(list.map((r: any) => [r.action, r.savedAt, r.savedByName])).toEqual([
      ["update", clock.now.toISOString(), manager.user.name],
      ["baseline", "2025-01-01T00:00:00.000Z", null],
    ]);
  });

  it("keeps the last 50 versions or 180 days of them, whichever is more", async () => {
    const old = (n: number) => new Date(clock.now.getTime() - (200 * 86_400_000 - n)).toISOString();
    const recent = (n: number) => new Date(clock.now.getTime() - (10 * 86_400_000 - n)).toISOString();
    const seed = (itemId: string, at: (n: number) => string, count: number) =>
      t.db.insert(revisions).values(Array.from({ length: count }, (_, n) => ({ resource: "banner", itemId, savedAt: at(n), action: "update", snapshot: {}, files: [] })));
    // Created, then 60 saves, then one more: past 180 days only the last 50 stay; within them, all 62.
    for (const [title, at, kept] of [
      ["old", old, 50],
      ["recent", recent, 62],
    ] as const) {
      const banner = await json(await send("POST", "/api/banner/add", { title, description: "d", status: "pending", imagesVideos: FILES.jpeg() }));
      await t.db.update(revisions).set({ savedAt: at(-1) }).where(eq(revisions.itemId, banner.uniId));
      await seed(banner.uniId, at, 60);
      await send("PATCH", `/api/banner/${banner.uniId}`, { title: `${title} again` });
      expect(await t.db.$count(revisions, and(eq(revisions.resource, "banner"), eq(revisions.itemId, banner.uniId)))).toBe(kept);
    }
  });

  it("versions the About record, the contact information and the counts too; deleting an item moves its history to the Trash", async () => {
    const admin = await signedIn(t, "Admin");
    const res = await t.request("/api/about", { method: "PATCH", headers: { Cookie: admin.cookie }, body: form({ name: "UDAY", title: "Builders" }) });
    expect(res.status).toBe(200);
    await t.request("/api/total-count/1", {
      method: "PATCH",
      headers: { Cookie: manager.cookie, "Content-Type": "application/json", Origin: "http://localhost" },
      body: JSON.stringify({ id: 1, totalProject: 5, totalFlat: 6, handoverProject: 1, constructionProject: 2, handoverFlat: 3, constructionFlat: 4 }),
    });
    const saved = await t.db.select({ resource: revisions.resource, snapshot: revisions.snapshot }).from(revisions);
    expect(saved.findLast((r) => r.resource === "about")?.snapshot).toMatchObject({ name: "UDAY", title: "Builders" });
    expect(saved.findLast((r) => r.resource === "total-count")?.snapshot).toMatchObject({ totalProject: 5 });
    const { uniId } = await projectWithHistory();
    const versions = await t.db.$count(revisions, eq(revisions.itemId, uniId));
    await t.request(`/api/projects/${uniId}`, { method: "DELETE", headers: { Cookie: manager.cookie, Origin: "http://localhost" } });
    expect(await t.db.$count(revisions, eq(revisions.itemId, uniId))).toBe(0);
    // They wait in the Trash with the project, which a restore brings back (docs/decisions.md "Trash").
    const [entry] = await t.db.select().from(trash).where(eq(trash.itemId, uniId));
    expect(entry?.payload.revisions).toHaveLength(versions);
  });
});
