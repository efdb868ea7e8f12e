import { eq } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menus, submenus } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;

/** Response bodies, loosely typed for assertions. */
const json = (res: Response) => res.json() as Promise<Record<string, any>>;

describe("menu writes", () => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    // The menus migration seeds the standard sidebar; these tests build their own from empty.
    await t.db.run(sql`delete from submenus`);
    await t.db.run(sql`delete from menus`);
    for (const d of ["Manager", "Admin", "Super-Admin", "Accountant"]) cookie[d] = (await signedIn(t, d)).cookie;
  });
  afterAll(() => t.close());

  const h = (who?: string, extra: Record<string, string> = {}) => ({ ...(who ? { Cookie: cookie[who]! } : {}), ...extra });
  const add = (who: string | undefined, fields: Fields) =>
    t.request("/api/dashboards/add-menu", { method: "POST", headers: h(who), body: form(fields) });
  const addJson = (who: string | undefined, body: unknown) =>
    t.request("/api/dashboards/add-menu", { method: "POST", headers: h(who, { "Content-Type": "application/json" }), body: JSON.stringify(body) });
  const update = (who: string | undefined, id: string, fields: Fields) =>
    t.request(`/api/dashboards/update-menu/${id}`, { method: "PATCH", headers: h(who), body: form(fields) });
  const remove = (who: string | undefined, id: string) =>
    t.request(`/api/dashboards/delete-menu/${id}`, { method: "DELETE", headers: h(who) });

  it("adds a menu with icon files (multipart) and a submenu (JSON), each placed last", async () => {
    const res = await add("Admin", { uni_id: "rep006", name: "Reports", path: "/reports", icon: FILES.png(), active_icon: FILES.jpeg() });
    expect(res.status).toBe(201);
    const menu = await json(res);
    expect(menu).toMatchObject({ uni_id: "rep006", name: "Reports", path: "/reports", submenus: [] });
    expect(menu.icon).toMatch(/^\/im\/images\/[0-9a-f]{32}\.png$/);
    expect(menu.active_icon).toMatch(/^\/im\/images\/[0-9a-f]{32}\.jpg$/);
    expect((await add("Admin", { uni_id: "pro001", name: "Projects", path: "/projects" })).status).toBe(201);
    const sub = await addJson("Super-Admin", { uni_id: "sal001", name: "Sales", path: "/sales", parent: "rep006" });
    expect(sub.status).toBe(201);
    expect(await json(sub)).toEqual({ uni_id: "sal001", name: "Sales", path: "/sales", parent: "rep006" });
    const all = (await (await t.request("/api/dashboards/all", { headers: h("Admin") })).json()) as Array<{ uni_id: string; submenus: unknown[] }>;
    expect(all.map((m) => m.uni_id)).toEqual(["rep006", "pro001"]);
    expect(all[0]!.submenus).toEqual([{ uni_id: "sal001", name: "Sales", path: "/sales" }]);
  });

  it("answers the matrix for add, update and delete", async () => {
    for (const [who, status] of [[undefined, 401], ["Manager", 403], ["Accountant", 403], ["Admin", 201], ["Super-Admin", 201]] as const) {
      const id = `mx${status}${who?.length ?? 0}`;
      expect((await add(who, { uni_id: id, name: "Matrix", path: "/m" })).status).toBe(status);
      if (status !== 201) await t.db.insert(menus).values({ uniId: id, name: "Matrix", path: "/m" });
      expect((await update(who, id, { name: "Renamed" })).status).toBe(status === 201 ? 200 : status);
      expect((await remove(who, id)).status).toBe(status === 201 ? 200 : status);
      expect((await t.db.select().from(menus).where(eq(menus.uniId, id))).length).toBe(status === 201 ? 0 : 1);
    }
  });

  it("updates a menu's name, path and icon by uni_id, keeping what the form leaves empty", async () => {
    const res = await update("Admin", "rep006", { name: "Reports & Sales", path: "", icon: FILES.jpeg() });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ uni_id: "rep006", name: "Reports & Sales", path: "/reports" });
    expect(body.icon).toMatch(/\.jpg$/);
    expect(body.submenus).toHaveLength(1);
  });

  it("updates a submenu by its own uni_id, but gives it no icon", async () => {
    const res = await update("Admin", "sal001", { name: "Sales report", path: "/sales-report" });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ uni_id: "sal001", name: "Sales report", path: "/sales-report", parent: "rep006" });
    expect((await update("Admin", "sal001", { icon: FILES.png() })).status).toBe(422);
    expect((await add("Admin", { uni_id: "sal002", name: "S", path: "/s", parent: "rep006", icon: FILES.png() })).status).toBe(422);
  });

  it("deletes a menu with its submenus in one batch, and a lone submenu by its uni_id", async () => {
    await addJson("Admin", { uni_id: "sal003", name: "Yearly", path: "/yearly", parent: "rep006" });
    const sub = await remove("Admin", "sal003");
    expect(await json(sub)).toEqual({ deleted: "sal003" });
    expect((await t.db.select().from(submenus).where(eq(submenus.menuUniId, "rep006"))).map((s) => s.uniId)).toEqual(["sal001"]);
    const res = await remove("Admin", "rep006");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ deleted: "rep006" });
    expect(await t.db.select().from(submenus).where(eq(submenus.menuUniId, "rep006"))).toEqual([]);
    expect((await remove("Admin", "rep006")).status).toBe(404);
  });
});
