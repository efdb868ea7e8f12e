import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trash } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";

/** /api/trash against malformed ids and queries (docs/decisions.md "Trash", "API shape"): 404 or 422, nothing changed. */
describe("/api/trash against hostile input", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedIn(t, "Admin")).cookie;
    // An entry whose kind no route knows (written by hand, or by a later version): never restored blindly.
    await t.db.insert(trash).values({ resource: "nonsense", itemId: "X", title: "Odd", payload: { users: [{ id: 1 }] }, files: [], deletedAt: new Date().toISOString() });
  });
  afterAll(() => t.close());

  const call = (method: string, path: string) => t.request(`/api${path}`, { method, headers: { Cookie: admin, Origin: "http://localhost" } });

  it.each(["abc", "-1", "1.5", "1e3", "0x10", "99999999999999999999", "%20", "1;drop"])("answers 404 for the id %j, changing nothing", async (id) => {
    expect((await call("POST", `/trash/${id}/restore`)).status).toBe(404);
    expect((await call("DELETE", `/trash/${id}`)).status).toBe(404);
    expect(await t.db.$count(trash)).toBe(1);
  });

  it("refuses an entry of an unknown kind (404) and leaves it", async () => {
    const [entry] = await t.db.select().from(trash);
    expect((await call("POST", `/trash/${entry!.id}/restore`)).status).toBe(404);
    expect(await t.db.$count(trash)).toBe(1);
  });

  it.each(["page=0", "page=abc", "pageSize=0", "pageSize=101", `q=${"x".repeat(101)}`, "sort=title"])("answers 422 for the query %s", async (query) => {
    const res = await call("GET", `/trash?${query}`);
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toEqual(expect.any(String));
  });

  it("lists only what matches q literally (% and _ are characters)", async () => {
    expect((await (await call("GET", "/trash?q=%25")).json()).total).toBe(0);
    expect((await (await call("GET", "/trash?q=od")).json()).items.map((i: { title: string }) => i.title)).toEqual(["Odd"]);
  });
});
