import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity, banners, leadNotes, menus, messageFiles, messages, revisions, submenus, trash } from "../../worker/db/schema/index";
import { housekeeping } from "../../worker/lib/housekeeping";
import { sweepOrphans } from "../../worker/storage/sweep";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

const json = (res: Response): Promise<any> => res.json();
const ORIGIN = { Origin: "http://localhost" };
let made = 0;
/** A PNG of its own bytes: files are stored by their hash, so the tests' usual one is shared by every item. */
const ownPng = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, ++made, Date.now() % 251])], "own.png", { type: "image/png" });

/** docs/product.md "Trash", docs/decisions.md "Trash" (issue 43). */
describe("the Trash: deletes move there, Admins restore or delete for good", () => {
  let t: TestApp;
  const clock = { now: new Date("2026-12-01T04:00:00.000Z") };
  const cookies: Record<string, string> = {};
  const names: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock.now });
    for (const d of ["Manager", "Admin", "Super-Admin"]) {
      const s = await signedIn(t, d);
      cookies[d] = s.cookie;
      names[d] = s.user.name;
    }
  });
  afterAll(() => t.close());

  const call = (who: string | null, method: string, path: string, body?: Record<string, string | File>) =>
    t.request(`/api${path}`, { method, headers: { ...ORIGIN, ...(who ? { Cookie: cookies[who]! } : {}) }, body: body ? form(body) : undefined });
  const created = async (who: string, path: string, body: Record<string, string | File>) => {
    const res = await call(who, "POST", path, body);
    expect(res.status, await res.clone().text()).toBe(201);
    return json(res);
  };
  const trashOf = async (itemId: string) => (await json(await call("Admin", "GET", "/trash?pageSize=100"))).items.find((i: any) => i.itemId === itemId);
  const restore = (who: string, entry: { id: number }) => call(who, "POST", `/trash/${entry.id}/restore`);
  const keysOf = (paths: string[]) => paths.map((p) => p.replace(/^\/im\//, ""));
  const sweep = (hoursLater = 1) => sweepOrphans({ db: t.db, bucket: t.bucket, graceHours: 0, limit: 1000, now: new Date(Date.now() + hoursLater * 3_600_000) });

  it("moves a blog with its details and versions; its page answers 404 until an Admin restores it all", async () => {
    const blog = await created("Manager", "/blog/add", { title: "Rooftop garden", status: "approved", mainImage: ownPng() });
    await created("Manager", "/cnb-details/add", { foreignKey: blog.uniId, cnbStatus: "blog", detailsDescription: "Planted in May", images: FILES.jpeg() });
    const versions = await json(await call("Manager", "GET", `/blog/${blog.uniId}/revisions`));
    const details = await json(await call(null, "GET", `/blog/${blog.uniId}/details`));
    expect(details.details.images).toHaveLength(1);
    expect((await t.request(`/blog/${blog.uniId}`)).status).toBe(200);

    expect(await json(await call("Manager", "DELETE", `/blog/${blog.uniId}`))).toEqual({ deleted: blog.uniId });
    expect((await t.request(`/blog/${blog.uniId}`)).status).toBe(404);
    expect((await call(null, "GET", `/blog/${blog.uniId}/details`)).status).toBe(404);
    expect((await json(await call(null, "GET", "/blog"))).map((b: any) => b.uniId)).not.toContain(blog.uniId);
    expect(await (await t.request("/sitemap.xml")).text()).not.toContain(blog.uniId);
    expect(await (await t.request("/blog/feed.xml")).text()).not.toContain(blog.uniId);
    const entry = await trashOf(blog.uniId);
    expect(entry).toMatchObject({ resource: "blog", title: "Rooftop garden", deletedBy: names.Manager, deletedAt: clock.now.toISOString() });
    expect(Object.keys(entry).sort()).toEqual(["deletedAt", "deletedBy", "id", "itemId", "resource", "title"]);
    // While it is in the Trash, the sweep keeps its files.
    const files = [blog.mainImage, ...details.details.images];
    const swept = await sweep();
    for (const key of keysOf(files)) {
      expect(swept.deleted).not.toContain(key);
      expect(await t.bucket.head(key)).not.toBeNull();
    }

    expect(await json(await restore("Admin", entry))).toEqual({ restored: entry.id, resource: "blog", itemId: blog.uniId });
    expect((await t.request(`/blog/${blog.uniId}`)).status).toBe(200);
    expect(await (await t.request("/sitemap.xml")).text()).toContain(blog.uniId);
    expect(await json(await call(null, "GET", `/blog/${blog.uniId}/details`))).toEqual(details);
    expect(await json(await call("Manager", "GET", `/blog/${blog.uniId}/revisions`))).toEqual(versions);
    expect(await trashOf(blog.uniId)).toBeUndefined();
    const [logged] = await t.db.select().from(activity).where(and(eq(activity.action, "restore"), eq(activity.resourceId, blog.uniId)));
    expect(logged).toMatchObject({ resource: "blogs", userName: names.Admin, label: "Rooftop garden" });
  });

  it("brings a project back with its details, versions and banner link", async () => {
    const project = await created("Manager", "/projects/add", { name: "Shapla", status: "approved", category: "Ready Apartment", location: "Uttara", mainImage: FILES.png() });
    const banner = await created("Manager", "/banner/add", { title: "Shapla slide", description: "D", status: "approved", foreignKey: project.uniId, imagesVideos: FILES.png() });
    await call("Manager", "PATCH", `/projects/${project.uniId}`, { location: "Uttara 12" });
    const versions = await t.db.$count(revisions, eq(revisions.itemId, project.uniId));
    expect(versions).toBe(2);

    await call("Manager", "DELETE", `/projects/${project.uniId}`);
    expect((await t.request(`/projects/${project.uniId}`)).status).toBe(404);
    expect((await t.db.select().from(banners).where(eq(banners.uniId, banner.uniId)))[0]?.foreignKey).toBeNull();
    expect(await t.db.$count(revisions, eq(revisions.itemId, project.uniId))).toBe(0);

    expect((await restore("Super-Admin", await trashOf(project.uniId))).status).toBe(200);
    expect(await json(await call(null, "GET", `/projects/${project.uniId}/details`))).toMatchObject({ name: "Shapla", location: "Uttara 12", status: "approved" });
    expect(await t.db.$count(revisions, eq(revisions.itemId, project.uniId))).toBe(versions);
    expect((await t.db.select().from(banners).where(eq(banners.uniId, banner.uniId)))[0]?.foreignKey).toBe(project.uniId);
  });

  it.each([
    ["news-event", "/news-event/add", { title: "Groundbreaking", tag: "Event" }, (id: string) => `/news-event/${id}/details`],
    ["coverage", "/coverage/add", { title: "In the papers" }, (id: string) => `/coverage/${id}/details`],
    ["banner", "/banner/add", { title: "Slide two", description: "D" }, () => "/banner"],
  ] as const)("moves a %s there and brings it back public, as it was", async (resource, add, fields, publicPath) => {
    const file = resource === "banner" ? { imagesVideos: ownPng() } : { mainImage: ownPng() };
    const item = await created("Manager", add, { ...fields, ...file, status: "approved", publishAt: "2026-11-30T10:00:00+06:00" });
    const inPublic = async () => (await (await call(null, "GET", publicPath(item.uniId))).text()).includes(item.uniId);
    expect(await inPublic()).toBe(true);
    await call("Manager", "DELETE", `/${resource}/${item.uniId}`);
    expect(await inPublic()).toBe(false);
    const entry = await trashOf(item.uniId);
    expect(entry).toMatchObject({ resource, title: fields.title });
    expect((await restore("Admin", entry)).status).toBe(200);
    expect(await inPublic()).toBe(true);
    const [back] = (await json(await call("Manager", "GET", `/${resource}/all`))).filter((i: any) => i.uniId === item.uniId);
    expect(back).toEqual(item);
  });

  it("brings project details back to their project, not without it", async () => {
    const project = await created("Manager", "/projects/add", { name: "Kathgolap", status: "approved", category: "Under Construction", location: "Mirpur", mainImage: ownPng() });
    const fields = Object.fromEntries(["address", "landarea", "facing", "road", "unitPerFloor", "apartmentSize", "storied", "lift", "parking", "commonFeatures", "apartmentContains", "description"].map((f) => [f, `${f} A`]));
    const details = await created("Manager", "/project-details", { ...fields, number: "01711111111", map: "https://www.google.com/maps/embed?pb=1", foreignKey: project.uniId, headerImage: ownPng(), floorPlan: ownPng(), historyImage: ownPng(), brochure: FILES.pdf() });
    await call("Manager", "DELETE", `/project-details/${details.uniId}`);
    const entry = await trashOf(details.uniId);
    expect(entry).toMatchObject({ resource: "project-details", title: "Details of Kathgolap" });
    await call("Manager", "DELETE", `/projects/${project.uniId}`);
    const refused = await restore("Admin", entry);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.message).toMatch(/restore the project first/);
    expect((await restore("Admin", await trashOf(project.uniId))).status).toBe(200);
    expect((await restore("Admin", entry)).status).toBe(200);
    expect((await json(await call(null, "GET", `/projects/${project.uniId}/details`))).details).toEqual(details);
  });

  it("refuses (409) details whose item is gone, and a menu whose uni_id is taken, writing nothing", async () => {
    const blog = await created("Manager", "/blog/add", { title: "Details first", status: "pending", mainImage: FILES.png() });
    const details = await created("Manager", "/cnb-details/add", { foreignKey: blog.uniId, cnbStatus: "blog", detailsDescription: "Old text" });
    await call("Manager", "DELETE", `/cnb-details/${details.uniId}`);
    await call("Manager", "DELETE", `/blog/${blog.uniId}`);
    const entry = await trashOf(details.uniId);
    expect(entry).toMatchObject({ resource: "cnb-details" });
    const refused = await restore("Admin", entry);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.message).toMatch(/restore it first/);
    // The item first, then its details.
    expect((await restore("Admin", await trashOf(blog.uniId))).status).toBe(200);
    expect((await restore("Admin", entry)).status).toBe(200);
    expect((await json(await call("Manager", "GET", `/blog/${blog.uniId}/details`))).details.detailsDescription).toEqual(["Old text"]);

    const menu = await created("Admin", "/dashboards/add-menu", { uni_id: "tmp900", name: "Temporary", path: "/temporary" });
    await created("Admin", "/dashboards/add-menu", { uni_id: "tmp900a", name: "Sub", path: "/temporary/sub", parent: menu.uni_id ?? "tmp900" });
    await call("Admin", "DELETE", "/dashboards/delete-menu/tmp900");
    expect(await t.db.$count(submenus, eq(submenus.menuUniId, "tmp900"))).toBe(0);
    const menuEntry = await trashOf("tmp900");
    await created("Admin", "/dashboards/add-menu", { uni_id: "tmp900a", name: "Taken since", path: "/taken" });
    const taken = await restore("Admin", menuEntry);
    expect(taken.status).toBe(409);
    expect((await json(taken)).error.message).toMatch(/uni_id exists now/);
    expect(await t.db.$count(menus, eq(menus.uniId, "tmp900"))).toBe(0);
    await call("Admin", "DELETE", "/dashboards/delete-menu/tmp900a");
    expect((await restore("Admin", menuEntry)).status).toBe(200);
    expect(await t.db.$count(submenus, eq(submenus.menuUniId, "tmp900"))).toBe(1);
  });

  it("titles a lead without personal data, brings back its notes and files, and sweeps them once deleted for good", async () => {
    const [lead] = await t.db.insert(messages).values({ name: "Rahima Khatun", email: "rahima@example.com", number: "01711000000", message: "Call me", kind: "landowner", createdAt: "2026-11-20T05:00:00.000Z" }).returning();
    const key = `landownerFiles/deed-${lead!.id}.pdf`;
    await t.bucket.put(key, "deed");
    await t.db.insert(messageFiles).values({ messageId: lead!.id, key, name: "deed.pdf", contentType: "application/pdf", size: 4 });
    await t.db.insert(leadNotes).values({ messageId: lead!.id, userId: 1, userName: "Sales", text: "Visited the land" });

    expect((await call("Manager", "DELETE", `/messages/${lead!.id}/delete`)).status).toBe(200);
    const entry = await trashOf(String(lead!.id));
    expect(entry).toMatchObject({ resource: "messages", title: `Lead #${lead!.id} · landowner · 2026-11-20` });
    expect((await sweep()).deleted).not.toContain(key);
    expect((await restore("Admin", entry)).status).toBe(200);
    expect(await t.db.$count(leadNotes, eq(leadNotes.messageId, lead!.id))).toBe(1);
    expect(await t.db.$count(messageFiles, eq(messageFiles.messageId, lead!.id))).toBe(1);

    await call("Manager", "DELETE", `/messages/${lead!.id}/delete`);
    const again = await trashOf(String(lead!.id));
    expect(await json(await call("Admin", "DELETE", `/trash/${again.id}`))).toEqual({ deleted: again.id });
    expect(await trashOf(String(lead!.id))).toBeUndefined();
    expect((await restore("Admin", again)).status).toBe(404);
    const [purged] = await t.db.select().from(activity).where(and(eq(activity.action, "delete-for-good"), eq(activity.resourceId, String(lead!.id))));
    expect(purged).toMatchObject({ resource: "messages", userName: names.Admin });
    expect((await sweep()).deleted).toContain(key);
    expect(await t.bucket.head(key)).toBeNull();
  });

  it("is emptied by the daily housekeeping of entries older than 30 days", async () => {
    const blog = await created("Manager", "/blog/add", { title: "Old news", status: "pending", mainImage: ownPng() });
    await call("Manager", "DELETE", `/blog/${blog.uniId}`);
    const deletedAt = new Date(clock.now);
    await housekeeping(t.db, new Date(deletedAt.getTime() + 29 * 86_400_000));
    // (Sessions are past their time then too: the Trash is read from the database.)
    expect(await t.db.$count(trash, eq(trash.itemId, blog.uniId))).toBe(1);
    const result = await housekeeping(t.db, new Date(deletedAt.getTime() + 30 * 86_400_000 + 1));
    expect(result.trash).toBeGreaterThan(0);
    expect(await t.db.$count(trash, eq(trash.itemId, blog.uniId))).toBe(0);
    expect((await sweep()).deleted).toContain(blog.mainImage.replace(/^\/im\//, ""));
  });
});
