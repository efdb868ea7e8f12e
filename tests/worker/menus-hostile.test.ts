import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menus, submenus, uploads } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;

describe("menu routes against hostile input", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.run(sql`delete from submenus`);
    await t.db.run(sql`delete from menus`);
    admin = (await signedIn(t, "Admin")).cookie;
    await t.db.insert(menus).values({ uniId: "set007", name: "Settings", path: "/settings" });
    await t.db.insert(submenus).values({ uniId: "set001a", menuUniId: "set007", name: "Menu", path: "/menu" });
  });
  afterAll(() => t.close());

  const add = (fields: Fields) => t.request("/api/dashboards/add-menu", { method: "POST", headers: { Cookie: admin }, body: form(fields) });
  const addJson = (body: string) =>
    t.request("/api/dashboards/add-menu", { method: "POST", headers: { Cookie: admin, "Content-Type": "application/json" }, body });
  const update = (id: string, fields: Fields) =>
    t.request(`/api/dashboards/update-menu/${id}`, { method: "PATCH", headers: { Cookie: admin }, body: form(fields) });
  /** Every attempt fails and leaves both menu tables, the registry and the bucket as they were. */
  const unchanged = async (attempt: () => Response | Promise<Response>, status: number) => {
    const snapshot = async () => ({
      menus: await t.db.select().from(menus),
      submenus: await t.db.select().from(submenus),
      uploads: await t.db.select().from(uploads),
      objects: (await t.bucket.list()).objects.map((o) => o.key).sort(),
    });
    const before = await snapshot();
    const res = await attempt();
    expect(res.status).toBe(status);
    expect(await snapshot()).toEqual(before);
    return (await res.json()) as { error: { message: string; issues?: Record<string, string[]> } };
  };

  it.each([
    ["wrong magic bytes (a PDF)", FILES.pdf, 415],
    ["an SVG", FILES.svg, 415],
    ["HTML named .jpg", FILES.htmlAsJpeg, 415],
    ["a zero-byte file", FILES.empty, 422],
  ])("refuses %s as an icon on add and on update, storing nothing", async (_name, file, status) => {
    await unchanged(() => add({ uni_id: "new001", name: "N", path: "/n", icon: file() }), status);
    await unchanged(() => update("set007", { name: "Changed", active_icon: file() }), status);
  });

  it("refuses uni_ids that are not 3-12 lower-case letters or digits", async () => {
    for (const uni_id of ["AB1", "ab", "a".repeat(13), "x' OR '1'='1", "../etc"]) {
      const body = await unchanged(() => add({ uni_id, name: "N", path: "/n" }), 422);
      expect(body.error.issues!.uni_id).toEqual(["uni_id must be 3 to 12 lower-case letters or digits"]);
    }
  });

  it("refuses paths that are not site paths: javascript:, //host, https:, spaces", async () => {
    for (const path of ["javascript:alert(1)", "//evil.example", "https://evil.example", "/a b", "projects"]) {
      await unchanged(() => add({ uni_id: "new002", name: "N", path }), 422);
      await unchanged(() => update("set007", { path }), 422);
    }
  });

  it("answers 409 for a uni_id already used by a menu or a submenu", async () => {
    await unchanged(() => add({ uni_id: "set007", name: "Again", path: "/x" }), 409);
    await unchanged(() => addJson(JSON.stringify({ uni_id: "set001a", name: "Again", path: "/x", parent: "set007" })), 409);
  });

  it("refuses a parent that does not exist or is itself a submenu", async () => {
    await unchanged(() => addJson(JSON.stringify({ uni_id: "new003", name: "N", path: "/n", parent: "nope999" })), 422);
    await unchanged(() => addJson(JSON.stringify({ uni_id: "new003", name: "N", path: "/n", parent: "set001a" })), 422);
  });

  it("refuses malformed JSON, wrong types, unknown fields and over-long names", async () => {
    await unchanged(() => addJson('{"uni_id": "new004",'), 400);
    await unchanged(() => addJson(JSON.stringify({ uni_id: 123, name: ["N"], path: "/n" })), 422);
    await unchanged(() => addJson(JSON.stringify({ uni_id: "new005", name: "N", path: "/n", sortOrder: -1, id: 1 })), 422);
    await unchanged(() => update("set007", { uni_id: "hijack" }), 422);
    await unchanged(() => update("set001a", { menu_uni_id: "other" }), 422);
    await unchanged(() => add({ uni_id: "new006", name: "n".repeat(61), path: "/n" }), 422);
  });

  it("refuses an icon sent as text pointing at some stored file", async () => {
    await unchanged(() => update("set007", { icon: "/im/projectImages/abc.png" }), 422);
  });

  it("answers 404 to updating or deleting menus that do not exist", async () => {
    await unchanged(() => update("nope999", { name: "Ghost" }), 404);
    await unchanged(() => t.request("/api/dashboards/delete-menu/nope999", { method: "DELETE", headers: { Cookie: admin } }), 404);
    await unchanged(() => t.request("/api/dashboards/delete-menu/set007'%20OR%201=1", { method: "DELETE", headers: { Cookie: admin } }), 404);
  });
});
