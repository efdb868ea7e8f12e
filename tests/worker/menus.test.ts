import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menus, submenus } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";

/** A sidebar like the real one; sortOrder deliberately differs from insertion order. */
const TREE: Array<[string, string, number, Array<[string, string]>]> = [
  ["set007", "Settings", 9, [["set001a", "Menu"], ["set002a", "Users"], ["set099", "Misc"]]],
  ["pro001", "Projects", 1, [["pcl001", "Projects List"], ["pco001", "Project Count"]]],
  ["med010", "Media", 3, [["blo005", "Blogs"], ["new004", "News & Events"], ["cov003", "Coverage"]]],
  ["rep006", "Reports", 5, [["sal001", "Sales"]]],
  ["mes012", "Message", 7, [["inb001", "Inbox"]]],
  ["bna002", "Banner", 2, []],
  ["hid001", "Hidden", 0, [["hid002", "Hidden child"]]],
];

describe("GET /dashboards", () => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.run(sql`delete from submenus`);
    await t.db.run(sql`delete from menus`);
    for (const [uniId, name, sortOrder, subs] of TREE) {
      await t.db.insert(menus).values({ uniId, name, path: `/${uniId}`, icon: `/im/images/${uniId}.png`, activeIcon: "", sortOrder });
      // Submenus listed in reverse so their order comes from sortOrder, not from the id.
      for (const [i, [subId, subName]] of [...subs.entries()].reverse()) {
        await t.db.insert(submenus).values({ uniId: subId, menuUniId: uniId, name: subName, path: `/${subId}`, sortOrder: i });
      }
    }
    for (const d of ["Manager", "Admin", "Super-Admin", "Accountant"]) cookie[d] = (await signedIn(t, d)).cookie;
  });
  afterAll(() => t.close());

  const sidebar = async (who: string) => {
    const res = await t.request("/api/dashboards", { headers: { Cookie: cookie[who]! } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return (await res.json()) as { menus: Array<{ uni_id: string; submenus: Array<{ uni_id: string }> }>; lastLogin: string };
  };
  const shape = (body: Awaited<ReturnType<typeof sidebar>>) =>
    Object.fromEntries(body.menus.map((m) => [m.uni_id, m.submenus.map((s) => s.uni_id)]));

  it("shows a Manager their menus in order: own ids, parents of allowed submenus, ungranted children", async () => {
    const body = await sidebar("Manager");
    expect(body.menus.map((m) => m.uni_id)).toEqual(["pro001", "bna002", "med010", "mes012", "set007"]);
    expect(shape(body)).toEqual({
      pro001: ["pcl001", "pco001"],
      bna002: [],
      med010: ["blo005", "new004", "cov003"],
      mes012: ["inb001"],
      // set001a and set002a are granted to other designations, so a Manager's Settings shows only Misc.
      set007: ["set099"],
    });
    expect(body.lastLogin).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("shows Admins and Super-Admins the settings, reports and project menus", async () => {
    for (const who of ["Admin", "Super-Admin"]) {
      expect(shape(await sidebar(who))).toEqual({
        pro001: ["pcl001", "pco001"],
        rep006: ["sal001"],
        set007: ["set001a", "set002a", "set099"],
      });
    }
  });

  it("answers the full item shape, and nothing at all to a designation without menus", async () => {
    const body = await sidebar("Admin");
    expect(body.menus[0]).toEqual({
      uni_id: "pro001",
      name: "Projects",
      path: "/pro001",
      icon: "/im/images/pro001.png",
      active_icon: "",
      submenus: [
        { uni_id: "pcl001", name: "Projects List", path: "/pcl001" },
        { uni_id: "pco001", name: "Project Count", path: "/pco001" },
      ],
    });
    expect((await sidebar("Accountant")).menus).toEqual([]);
    expect((await t.request("/api/dashboards")).status).toBe(401);
  });

  it("lists every menu for the Menus screen to staff with set001a only", async () => {
    const all = async (who?: string) => t.request("/api/dashboards/all", { headers: who ? { Cookie: cookie[who]! } : {} });
    const res = await all("Admin");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Array<{ uni_id: string }>;
    expect(body.map((m) => m.uni_id)).toEqual(["hid001", "pro001", "bna002", "med010", "rep006", "mes012", "set007"]);
    expect((await all("Super-Admin")).status).toBe(200);
    expect((await all("Manager")).status).toBe(403);
    expect((await all("Accountant")).status).toBe(403);
    expect((await all()).status).toBe(401);
  });
});
