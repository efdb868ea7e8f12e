import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { createUser, signedIn } from "../helpers/auth";

const json = (res: Response): Promise<any> => res.json();

/** Server paging of the inbox and the users list (worker/contract/paging.ts, decisions.md "Server paging"). */
describe("server paging of messages and users", () => {
  let t: TestApp;
  let manager: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
    admin = (await signedIn(t, "Admin")).cookie;
    // 25 messages, one minute apart; #7 is the one named "Rahim 100% _sure".
    await t.db.insert(messages).values(
      Array.from({ length: 25 }, (_, i) => ({
        name: i === 7 ? "Rahim 100% _sure" : `Visitor ${i}`,
        email: `v${i}@example.com`,
        number: `0171100${String(i).padStart(4, "0")}`,
        message: i === 12 ? "ফ্ল্যাটের দাম কত?" : `Hello ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      })),
    );
    for (const d of ["Engineering", "Accounts", "Engineering"]) await createUser(t, "Manager", { department: d });
  });
  afterAll(() => t.close());

  const get = (path: string, cookie = manager) => t.request(`/api${path}`, { headers: { Cookie: cookie } });

  it("answers the whole inbox as before without page", async () => {
    const all = await json(await get("/messages"));
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(25);
    expect(all[0].name).toBe("Visitor 24");
  });

  it("pages the inbox newest first, with the total", async () => {
    const first = await json(await get("/messages?page=1&pageSize=10"));
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(first.items.map((m: { name: string }) => m.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Visitor ${24 - i}`));
    const last = await json(await get("/messages?page=3&pageSize=10"));
    expect(last.items).toHaveLength(5);
    expect(last.items.at(-1).name).toBe("Visitor 0");
    expect(await json(await get("/messages?page=9&pageSize=10"))).toMatchObject({ items: [], total: 25 });
    expect((await json(await get("/messages?page=1"))).pageSize).toBe(10);
  });

  it("lists the message whose id was searched first, before newer ones whose texts hold the digits", async () => {
    const [{ id }] = await t.db.all<{ id: number }>(sql`select id from messages where name = 'Visitor 1'`);
    // Newer messages carrying the id's digits in their number and text.
    await t.db.insert(messages).values(
      [0, 1, 2].map((i) => ({ name: `Echo ${i}`, email: `e${i}@example.com`, number: `0171${String(id).padStart(7, "0")}`, message: `ref ${id}`, createdAt: new Date(Date.UTC(2026, 1, 1, 0, i)).toISOString() })),
    );
    try {
      const page = await json(await get(`/messages?page=1&pageSize=2&q=${id}`));
      expect(page.total).toBeGreaterThanOrEqual(4);
      expect(page.items[0]).toMatchObject({ id, name: "Visitor 1" });
    } finally {
      await t.db.run(sql`delete from messages where name like 'Echo %'`);
    }
  });

  it("searches the inbox in name, email, number, message and id, taking % and _ literally", async () => {
    const q = async (text: string) => json(await get(`/messages?page=1&pageSize=50&q=${encodeURIComponent(text)}`));
    expect((await q("100% _s")).items.map((m: { name: string }) => m.name)).toEqual(["Rahim 100% _sure"]);
    expect((await q("%")).total).toBe(1);
    expect((await q("_")).total).toBe(1);
    expect((await q("v3@example")).items.map((m: { email: string }) => m.email)).toEqual(["v3@example.com"]);
    expect((await q("01711000019")).total).toBe(1);
    expect((await q("দাম")).items[0].message).toBe("ফ্ল্যাটের দাম কত?");
    const id = (await t.db.all<{ id: number }>(sql`select id from messages where name = 'Visitor 20'`))[0]!.id;
    expect((await q(String(id))).items.map((m: { id: number }) => m.id)).toContain(id);
    expect((await q("  Visitor 1  ")).total).toBe(11);
    expect((await q("nobody")).total).toBe(0);
    expect((await q('say "hi"')).total).toBe(0);
    expect((await q("Vi")).total).toBe(24);
  });

  it("keeps the search index in step with inserts and deletes", async () => {
    const q = async (text: string) => json(await get(`/messages?page=1&pageSize=50&q=${encodeURIComponent(text)}`));
    const [row] = await t.db.insert(messages).values({ name: "Zubair Late", email: "z@example.com", number: "01800000000", message: "New one" }).returning();
    expect((await q("zubair")).items.map((m: { id: number }) => m.id)).toEqual([row!.id]);
    expect((await t.request(`/api/messages/${row!.id}/delete`, { method: "DELETE", headers: { Cookie: manager } })).status).toBe(200);
    expect((await q("zubair")).total).toBe(0);
  });

  it("refuses a malformed paging query with 422 and keeps the inbox to its roles", async () => {
    for (const bad of ["page=0", "page=x", "page=1&pageSize=101", "page=1&pageSize=0", `page=1&q=${"x".repeat(101)}`, "page=1&sort=name"]) {
      expect((await get(`/messages?${bad}`)).status, bad).toBe(422);
    }
    expect((await get("/messages?page=1", admin)).status).toBe(403);
    expect((await t.request("/api/messages?page=1")).status).toBe(401);
  });

  it("pages and searches users in name, username, email, employeeId, designation and department", async () => {
    const all = await json(await get("/users", admin));
    expect(Array.isArray(all)).toBe(true);
    const page = await json(await get("/users?page=1&pageSize=2", admin));
    expect(page).toMatchObject({ total: all.length, page: 1, pageSize: 2 });
    expect(page.items).toEqual(all.slice(0, 2));
    expect(page.items[0]).not.toHaveProperty("passwordHash");
    const q = async (text: string) => json(await get(`/users?page=1&pageSize=100&q=${encodeURIComponent(text)}`, admin));
    expect((await q("engineering")).total).toBe(2);
    expect((await q("accounts")).items[0].department).toBe("Accounts");
    expect((await q("admin")).items.map((u: { designation: string }) => u.designation)).toEqual(["Admin"]);
    const target = all.at(-1);
    for (const field of ["name", "username", "email", "employeeId"]) expect((await q(target[field])).items.map((u: { id: number }) => u.id)).toContain(target.id);
    expect((await get("/users?page=1", manager)).status).toBe(403);
    expect((await get("/users?page=-1", admin)).status).toBe(422);
  });
});
