import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity, banners } from "../../worker/db/schema/index";
import { readContentVersion } from "../../worker/lib/content-version";
import { runSchedule } from "../../worker/lib/schedule";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";
import { createMemoryCache } from "../helpers/memory-cache";

const json = (res: Response): Promise<any> => res.json();
const at = (iso: string) => new Date(iso);

describe("scheduled publishing, by the request's clock", () => {
  let t: TestApp;
  let manager: { cookie: string; user: { id: number; name: string } };
  const clock = { now: at("2026-12-01T03:00:00.000Z") };
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock.now, cache: createMemoryCache().cache });
    manager = await signedIn(t, "Manager");
  });
  afterAll(() => t.close());

  /** Sessions end after 12 hours: a clock moved days on needs a new one. */
  const signIn = async () => (manager = await signedIn(t, "Manager"));
  const send = (method: string, path: string, fields: Record<string, string | File>) => t.request(path, { method, headers: { Cookie: manager.cookie }, body: form(fields) });
  const addBanner = async (fields: Record<string, string>) =>
    json(await send("POST", "/api/banner/add", { description: "d", status: "approved", imagesVideos: FILES.jpeg(), ...fields }));
  const publicTitles = async () => ((await json(await t.request("/api/banner"))) as { title: string }[]).map((b) => b.title);

  it("takes the times with their offset and answers them in UTC with the item", async () => {
    const banner = await addBanner({ title: "Eid offer", publishAt: "2026-12-01T10:00+06:00", unpublishAt: "2026-12-02T10:00+06:00" });
    expect(banner).toMatchObject({ publishAt: "2026-12-01T04:00:00.000Z", unpublishAt: "2026-12-02T04:00:00.000Z", scheduledBy: manager.user.id });
    const cleared = await json(await send("PATCH", `/api/banner/${banner.uniId}`, { publishAt: "", unpublishAt: "" }));
    expect(cleared).toMatchObject({ publishAt: null, unpublishAt: null });
  });

  it("refuses a time without an offset, and a window that closes before it opens", async () => {
    const bad = await send("POST", "/api/banner/add", { title: "x", description: "d", status: "approved", imagesVideos: FILES.jpeg(), publishAt: "2026-12-01 10:00" });
    expect(bad.status).toBe(422);
    expect((await json(bad)).error.issues.publishAt).toBeDefined();
    const backwards = await send("POST", "/api/banner/add", { title: "x", description: "d", status: "approved", imagesVideos: FILES.jpeg(), publishAt: "2026-12-05T00:00Z", unpublishAt: "2026-12-04T00:00Z" });
    expect(backwards.status).toBe(422);
    expect((await json(backwards)).error.issues).toEqual({ unpublishAt: ["Unpublish at must be after publish at"] });
  });

  it("shows an approved item only inside its window, to the minute, before any cron ran", async () => {
    await addBanner({ title: "Winter sale", publishAt: "2026-12-01T05:00:00Z", unpublishAt: "2026-12-01T06:00:00Z" });
    await addBanner({ title: "Draft sale", status: "pending", publishAt: "2026-12-01T05:00:00Z" });
    for (const [now, shown] of [
      ["2026-12-01T04:59:00.000Z", false],
      ["2026-12-01T04:59:59.999Z", false],
      ["2026-12-01T05:00:00.000Z", true],
      ["2026-12-01T05:59:00.000Z", true],
      ["2026-12-01T06:00:00.000Z", false],
    ] as const) {
      clock.now = at(now);
      expect((await publicTitles()).includes("Winter sale"), now).toBe(shown);
      expect(await publicTitles()).not.toContain("Draft sale");
    }
  });

  it("never serves an edge copy made before a boundary after it", async () => {
    clock.now = at("2026-12-03T00:00:00.000Z");
    await signIn();
    await addBanner({ title: "Cached sale", publishAt: "2026-12-03T01:00:00Z" });
    clock.now = at("2026-12-03T00:59:00.000Z");
    expect(await publicTitles()).not.toContain("Cached sale");
    expect(await publicTitles()).not.toContain("Cached sale"); // from the cache now
    clock.now = at("2026-12-03T01:00:00.000Z");
    expect(await publicTitles()).toContain("Cached sale");
  });

  it("publishes and unpublishes from the minute cron for the person who set it, purging the edge copies", async () => {
    clock.now = at("2026-12-04T00:00:00.000Z");
    await signIn();
    const banner = await addBanner({ title: "Cron sale", publishAt: "2026-12-04T01:00:00Z", unpublishAt: "2026-12-04T02:00:00Z" });
    // Earlier tests' windows have passed by then: the cron settles them first.
    await runSchedule(t.db, at("2026-12-04T00:59:00.000Z"));
    expect(await runSchedule(t.db, at("2026-12-04T00:59:30.000Z"))).toEqual([]);
    const before = await readContentVersion(t.db);
    expect(await runSchedule(t.db, at("2026-12-04T01:00:30.000Z"))).toEqual([{ resource: "banner", uniId: banner.uniId, change: "publish" }]);
    expect(await readContentVersion(t.db)).toBe(before + 1);
    expect(await runSchedule(t.db, at("2026-12-04T01:01:00.000Z"))).toEqual([]);
    expect(await runSchedule(t.db, at("2026-12-04T02:00:00.000Z"))).toEqual([{ resource: "banner", uniId: banner.uniId, change: "unpublish" }]);
    const [row] = await t.db.select().from(banners).where(eq(banners.uniId, banner.uniId));
    expect(row).toMatchObject({ status: "archived", publishAt: null, unpublishAt: null });
    const logged = await t.db.select().from(activity).where(and(eq(activity.resourceId, banner.uniId)));
    expect(logged.map((a) => [a.action, a.userId, a.userName, a.at])).toEqual([
      ["create", manager.user.id, manager.user.name, "2026-12-04T00:00:00.000Z"],
      ["publish", manager.user.id, `System for ${manager.user.name}`, "2026-12-04T01:00:30.000Z"],
      ["unpublish", manager.user.id, `System for ${manager.user.name}`, "2026-12-04T02:00:00.000Z"],
    ]);
  });

  it("lists what goes live or comes down in the next 7 days, soonest first", async () => {
    clock.now = at("2026-12-10T00:00:00.000Z");
    await signIn();
    const soon = await addBanner({ title: "Soon", publishAt: "2026-12-11T00:00:00Z", unpublishAt: "2026-12-20T00:00:00Z" });
    await addBanner({ title: "Too late", publishAt: "2026-12-18T00:00:00Z" });
    const list = await json(await t.request("/api/schedule", { headers: { Cookie: manager.cookie } }));
    expect(list.map((e: any) => [e.uniId, e.change, e.at])).toEqual([[soon.uniId, "publish", "2026-12-11T00:00:00.000Z"]]);
    expect((await t.request("/api/schedule")).status).toBe(401);
  });
});
