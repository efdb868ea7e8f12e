import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity, messages, users } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { withAltcha } from "../helpers/proof";
import { FILES, form, PASSWORD, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;
type Who = Awaited<ReturnType<typeof signedIn>>;
const json = (res: Response): Promise<any> => res.json();
const details0 = (foreignKey: string): Fields => ({
  foreignKey,
  description: "First paragraph",
  address: "House 7, Road 12, Uttara",
  landarea: "5 katha",
  facing: "South",
  road: "30 ft",
  unitPerFloor: "2",
  apartmentSize: "1450 sft",
  storied: "G+9",
  lift: "1",
  parking: "Yes",
  commonFeatures: JSON.stringify(["Generator"]),
  apartemntContains: "3 beds",
  number: "01711-000000",
  map: "https://www.google.com/maps/embed?pb=!1m18",
  headerImage: FILES.png(),
  floorPlan: FILES.png(),
  historyImage: FILES.jpeg(),
  brochure: FILES.pdf(),
});

/**
 * decisions.md "Activity log": every staff write leaves exactly one activity row, written in the
 * change's own batch; a refused or failed write leaves none.
 */
describe("activity log", () => {
  let t: TestApp;
  const as: Record<string, Who> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const d of ["Manager", "Admin", "Super-Admin", "Accountant"]) as[d] = await signedIn(t, d);
  });
  afterAll(() => t.close());

  const send = (who: string, method: string, path: string, body?: Fields | object) =>
    t.request(`/api${path}`, {
      method,
      headers: { Cookie: as[who]!.cookie, ...(body && !(body instanceof FormData) && method === "PATCH" && path.startsWith("/total-count") ? { "Content-Type": "application/json" } : {}) },
      body: body === undefined ? undefined : path.startsWith("/total-count") ? JSON.stringify(body) : form(body as Fields),
    });
  const count = async () => (await t.db.select({ n: sql<number>`count(*)` }).from(activity))[0]!.n;

  /** Runs a write and checks it left exactly one row, by `who`, describing the change. */
  async function logged(who: string, status: number, call: () => Response | Promise<Response>, expected: Record<string, unknown>) {
    const before = await count();
    const res = await call();
    expect(res.status, await res.clone().text()).toBe(status);
    expect(await count()).toBe(before + 1);
    const [row] = await t.db.select().from(activity).orderBy(desc(activity.id)).limit(1);
    expect(row).toMatchObject({ userId: as[who]!.user.id, userName: as[who]!.user.name, ...expected });
    expect(Date.parse(row!.at)).toBeGreaterThan(Date.now() - 60_000);
    return res;
  }
  async function notLogged(call: () => Response | Promise<Response>, status: number) {
    const before = await count();
    expect((await call()).status).toBe(status);
    expect(await count()).toBe(before);
  }

  it("records create, update and delete of projects, project details, banners and content", async () => {
    const project = await json(
      await logged("Manager", 201, () => send("Manager", "POST", "/projects/add", { name: "Uday Tower", title: "T", status: "approved", category: "Ready Apartment", location: "Gulshan" }), {
        action: "create",
        resource: "projects",
        label: "Uday Tower",
      }),
    );
    const p = project.uniId as string;
    expect((await t.db.select().from(activity).orderBy(desc(activity.id)).limit(1))[0]!.resourceId).toBe(p);
    await logged("Manager", 200, () => send("Manager", "PATCH", `/projects/${p}`, { name: "Uday Heights" }), { action: "update", resource: "projects", resourceId: p, label: "Uday Heights" });

    const details = await json(
      await logged("Manager", 201, () => send("Manager", "POST", "/project-details", details0(p)), { action: "create", resource: "project-details", label: p }),
    );
    await logged("Manager", 200, () => send("Manager", "PATCH", `/project-details/${details.uniId}`, { address: "Road 13" }), { action: "update", resource: "project-details", resourceId: details.uniId });
    await logged("Manager", 200, () => send("Manager", "DELETE", `/project-details/${details.uniId}`), { action: "delete", resource: "project-details", resourceId: details.uniId });

    const banner = await json(
      await logged("Manager", 201, () => send("Manager", "POST", "/banner/add", { title: "Slide", description: "D", status: "approved", imagesVideos: FILES.png() }), { action: "create", resource: "banners", label: "Slide" }),
    );
    await logged("Manager", 200, () => send("Manager", "PATCH", `/banner/${banner.uniId}`, { title: "Slide 2" }), { action: "update", resource: "banners", resourceId: banner.uniId, label: "Slide 2" });
    await logged("Manager", 200, () => send("Manager", "DELETE", `/banner/${banner.uniId}`), { action: "delete", resource: "banners", resourceId: banner.uniId, label: "Slide 2" });

    for (const [segment, resource, extra] of [["blog", "blogs", {}], ["coverage", "coverage", {}], ["news-event", "news-events", { tag: "Event" }]] as const) {
      const item = await json(
        await logged("Manager", 201, () => send("Manager", "POST", `/${segment}/add`, { title: "Item", status: "approved", mainImage: FILES.png(), ...extra }), { action: "create", resource, label: "Item" }),
      );
      await logged("Manager", 200, () => send("Manager", "PATCH", `/${segment}/${item.uniId}`, { title: "Item 2" }), { action: "update", resource, resourceId: item.uniId });
      const cnbStatus = segment === "news-event" ? "news_event" : segment;
      const cnb = await json(
        await logged("Manager", 201, () => send("Manager", "POST", "/cnb-details/add", { foreignKey: item.uniId, cnbStatus, detailsDescription: "x" }), { action: "create", resource: "content-details", label: `${resource} ${item.uniId}` }),
      );
      await logged("Manager", 200, () => send("Manager", "PATCH", `/cnb-details/${cnb.uniId}`, { detailsDescription: "y" }), { action: "update", resource: "content-details", resourceId: cnb.uniId });
      await logged("Manager", 200, () => send("Manager", "DELETE", `/cnb-details/${cnb.uniId}`), { action: "delete", resource: "content-details", resourceId: cnb.uniId });
      await logged("Manager", 200, () => send("Manager", "DELETE", `/${segment}/${item.uniId}`), { action: "delete", resource, resourceId: item.uniId, label: "Item 2" });
    }

    await logged("Manager", 200, () => send("Manager", "PATCH", "/total-count/1", { id: 1, totalProject: 5, totalFlat: 50, handoverProject: 1, constructionProject: 4, handoverFlat: 10, constructionFlat: 40 }), {
      action: "update",
      resource: "total-count",
      resourceId: "1",
    });
    await logged("Manager", 200, () => send("Manager", "DELETE", `/projects/${p}`), { action: "delete", resource: "projects", resourceId: p, label: "Uday Heights" });
  });

  it("records menus, users (with the new user's id) and message deletes", async () => {
    await logged("Admin", 201, () => send("Admin", "POST", "/dashboards/add-menu", { uni_id: "zz001", name: "Extra", path: "/extra" }), { action: "create", resource: "menus", resourceId: "zz001", label: "Extra" });
    await logged("Admin", 200, () => send("Admin", "PATCH", "/dashboards/update-menu/zz001", { name: "Extra 2" }), { action: "update", resource: "menus", resourceId: "zz001", label: "Extra 2" });
    await logged("Admin", 200, () => send("Admin", "DELETE", "/dashboards/delete-menu/zz001"), { action: "delete", resource: "menus", resourceId: "zz001" });

    const registered = { name: "Karim", username: "karim.a", email: "karim@example.com", employeeId: "E-9", department: "Sales", designation: "Manager", password: PASSWORD, phone: "01711000000" };
    const user = await json(await logged("Super-Admin", 201, () => send("Super-Admin", "POST", "/auth/register", registered), { action: "create", resource: "users", label: "Karim" }));
    expect((await t.db.select().from(activity).orderBy(desc(activity.id)).limit(1))[0]!.resourceId).toBe(String(user.id));
    await logged("Super-Admin", 200, () => send("Super-Admin", "PATCH", `/users/profile/${user.id}`, { department: "Accounts" }), { action: "update", resource: "users", resourceId: String(user.id) });
    await logged("Super-Admin", 200, () => send("Super-Admin", "PATCH", `/users/${user.id}/reset-password`, { newPassword: "An0ther!Passw0rd" }), { action: "reset-password", resource: "users", resourceId: String(user.id), label: "Karim" });
    await logged("Super-Admin", 200, () => send("Super-Admin", "DELETE", `/users/${user.id}`), { action: "delete", resource: "users", resourceId: String(user.id), label: "Karim" });

    const [m] = await t.db.insert(messages).values({ name: "Visitor", email: "v@example.com", number: "01711000000", message: "Hi" }).returning();
    await logged("Manager", 200, () => send("Manager", "DELETE", `/messages/${m!.id}/delete`), { action: "delete", resource: "messages", resourceId: String(m!.id), label: "Visitor" });
  });

  it("records the company's one-record resources: created on a database without them (with the new id), then edited", async () => {
    const lastId = async () => (await t.db.select().from(activity).orderBy(desc(activity.id)).limit(1))[0]!.resourceId;
    const contact = await json(
      await logged("Admin", 200, () => send("Admin", "PATCH", "/contactInformation", { address: "House 1" }), { action: "create", resource: "contact-information", label: "Company contact information" }),
    );
    expect(await lastId()).toBe(String(contact.id));
    await logged("Admin", 200, () => send("Admin", "PATCH", "/contactInformation", { address: "House 2" }), {
      action: "update",
      resource: "contact-information",
      resourceId: String(contact.id),
      label: "Company contact information",
    });

    const about = await json(await logged("Admin", 200, () => send("Admin", "PATCH", "/about", { title: "Homes" }), { action: "create", resource: "about", label: "About" }));
    expect(await lastId()).toBe(String(about.id));
    await logged("Admin", 200, () => send("Admin", "PATCH", "/about", { name: "UDAY" }), { action: "update", resource: "about", resourceId: String(about.id), label: "UDAY" });
    // Without a new name the label is the stored one.
    await logged("Admin", 200, () => send("Admin", "PATCH", "/about", { title: "Homes 2" }), { action: "update", resource: "about", resourceId: String(about.id), label: "UDAY" });
  });

  it("records nothing for refused or failed writes, nor for the public contact form", async () => {
    await notLogged(() => send("Manager", "POST", "/projects/add", { name: "" }), 422);
    await notLogged(() => send("Accountant", "POST", "/projects/add", { name: "X", title: "T", status: "approved", category: "Ready Apartment", location: "G" }), 403);
    await notLogged(() => send("Manager", "DELETE", "/banner/BNR-NOPE"), 404);
    await notLogged(() => send("Manager", "DELETE", "/messages/987654/delete"), 404);
    await notLogged(() => send("Admin", "POST", "/dashboards/add-menu", { uni_id: "pro001", name: "Taken", path: "/t" }), 409);
    await notLogged(
      async () =>
        t.request("/api/messages", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(await withAltcha(t.request, { name: "A", email: "a@example.com", number: "01711000000", message: "Hello" })),
        }),
      201,
    );
  });

  it("records nothing when a guarded write changes nothing: the last Super-Admin is not deleted", async () => {
    const superAdmins = await t.db.select().from(users).where(eq(users.designation, "Super-Admin"));
    expect(superAdmins).toHaveLength(1);
    const last = as["Super-Admin"]!.user;
    // The route refuses self-deletion first; the guard is reached through another Super-Admin racing.
    const { deleteUser } = await import("../../worker/lib/users");
    const before = await count();
    const change = { action: "delete", resource: "users", resourceId: last.id, by: { ...last, sessionId: "x" }, at: new Date() } as const;
    expect(await deleteUser(t.db, last, change)).toBe("last-super-admin");
    expect(await count()).toBe(before);
  });

  it("rolls the activity row back with a batch that fails", async () => {
    const { commit } = await import("../../worker/lib/write");
    const before = await count();
    const by = { ...as.Admin!.user, sessionId: "x" };
    // A second user with an existing username breaks the unique index inside the batch.
    const dup = t.db.insert(users).values({ name: "Dup", username: as.Admin!.user.username, email: "dup@example.com", employeeId: "E", department: "D", designation: "Manager", phone: "1", passwordHash: "h" });
    await expect(commit(t.db, [dup], { activity: { action: "create", resource: "users", resourceId: "?", by, at: new Date() } })).rejects.toThrow();
    expect(await count()).toBe(before);
  });

  describe("GET /api/activity", () => {
    const list = async (who: string, query = "") => {
      const res = await t.request(`/api/activity${query}`, { headers: { Cookie: as[who]!.cookie } });
      expect(res.status).toBe(200);
      return json(res);
    };

    it("is for Admin and Super-Admin only (Reports › Activity, rep006b)", async () => {
      expect((await t.request("/api/activity")).status).toBe(401);
      for (const who of ["Manager", "Accountant"]) expect((await t.request("/api/activity", { headers: { Cookie: as[who]!.cookie } })).status).toBe(403);
      for (const who of ["Admin", "Super-Admin"]) expect((await list(who)).total).toBeGreaterThan(0);
      const sidebar = await json(await t.request("/api/dashboards", { headers: { Cookie: as.Admin!.cookie } }));
      const reports = sidebar.menus.find((m: { uni_id: string }) => m.uni_id === "rep006");
      expect(reports.submenus).toContainEqual({ uni_id: "rep006b", name: "Activity", path: "/reports/activity" });
    });

    it("pages newest first, 10 by default", async () => {
      const all = await t.db.select().from(activity).orderBy(desc(activity.id));
      const first = await list("Admin");
      expect(first).toMatchObject({ total: all.length, page: 1, pageSize: 10 });
      // An Admin has no inbox: leads' entries come without their label (issue 41, the last test).
      const asShown = (a: (typeof all)[number]) => (["messages", "lead-notes"].includes(a.resource) ? { ...a, label: null } : a);
      expect(first.items).toEqual(all.slice(0, 10).map(asShown));
      const second = await list("Admin", "?page=2&pageSize=7");
      expect(second.items.map((a: { id: number }) => a.id)).toEqual(all.slice(7, 14).map((a) => a.id));
    });

    it("filters by person, resource and text", async () => {
      const byAdmin = await list("Super-Admin", `?userId=${as.Admin!.user.id}&pageSize=100`);
      expect(byAdmin.total).toBeGreaterThan(0);
      expect(byAdmin.items.every((a: { userId: number }) => a.userId === as.Admin!.user.id)).toBe(true);
      const menus = await list("Admin", "?resource=menus&pageSize=100");
      expect(menus.items.map((a: { action: string }) => a.action)).toEqual(["delete", "update", "create"]);
      const both = await list("Admin", `?resource=users&userId=${as.Admin!.user.id}`);
      expect(both.total).toBe(0);
      const karim = await list("Admin", "?q=karim&resource=users&pageSize=100");
      expect(karim.items.map((a: { action: string }) => a.action)).toEqual(["delete", "reset-password", "update", "create"]);
      for (const bad of ["?resource=nope", "?userId=abc", "?page=0", "?pageSize=101", "?other=1"]) {
        expect((await t.request(`/api/activity${bad}`, { headers: { Cookie: as.Admin!.cookie } })).status, bad).toBe(422);
      }
    });

    it("names a lead by its id alone, without name, phone or note, to those without the inbox (issue 41)", async () => {
      const [lead] = await t.db.insert(messages).values({ name: "Rahima Khatun", email: "r@example.com", number: "01711223344", message: "Call me" }).returning();
      const jsonSend = (method: string, path: string, body: object) =>
        t.request(`/api${path}`, { method, headers: { Cookie: as.Manager!.cookie, Origin: "http://localhost", "Content-Type": "application/json" }, body: JSON.stringify(body) });
      expect((await jsonSend("PATCH", `/messages/${lead!.id}`, { status: "contacted" })).status).toBe(200);
      expect((await jsonSend("POST", `/messages/${lead!.id}/notes`, { text: "Pays cash, call 01711223344 after 6" })).status).toBe(201);
      // Stored as written (older rows too): the viewer's menus decide what the log shows.
      const stored = await t.db.select({ label: activity.label }).from(activity).where(eq(activity.resourceId, String(lead!.id)));
      expect(stored.map((r) => r.label)).toEqual([expect.stringContaining("Rahima Khatun"), expect.stringContaining("Pays cash")]);
      for (const who of ["Admin", "Super-Admin"]) {
        const leads = [...(await list(who, "?resource=messages&pageSize=100")).items, ...(await list(who, "?resource=lead-notes&pageSize=100")).items];
        expect(leads.length).toBeGreaterThanOrEqual(3);
        expect(leads.every((a: { label: string | null }) => a.label === null)).toBe(true);
        expect(leads.map((a: { resourceId: string }) => a.resourceId)).toContain(String(lead!.id));
        for (const q of ["Rahima", "Pays cash", "Visitor"]) expect((await list(who, `?q=${encodeURIComponent(q)}`)).total, q).toBe(0);
        // Other entries keep their labels.
        expect((await list(who, "?resource=projects&pageSize=1")).items[0].label).toBeTruthy();
      }
    });
  });
});
