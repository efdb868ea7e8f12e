import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { createUser, FILES, form, login, signedIn } from "../helpers/auth";

const json = (res: Response): Promise<any> => res.json();

/** Who may see, restore and delete for good (docs/product.md "Trash", §6; docs/decisions.md "Trash", "Roles"). */
describe("the Trash's permissions", () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const names: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const d of ["Manager", "Admin", "Super-Admin"]) {
      const s = await signedIn(t, d);
      cookies[d] = s.cookie;
      names[d] = s.user.name;
    }
  });
  afterAll(() => t.close());

  const call = (who: string | null, method: string, path: string, body?: Record<string, string | File>) =>
    t.request(`/api${path}`, { method, headers: { Origin: "http://localhost", ...(who ? { Cookie: cookies[who]! } : {}) }, body: body ? form(body) : undefined });
  const created = async (who: string, path: string, body: Record<string, string | File>) => {
    const res = await call(who, "POST", path, body);
    expect(res.status, await res.clone().text()).toBe(201);
    return json(res);
  };
  const trashOf = async (itemId: string) => (await json(await call("Admin", "GET", "/trash?pageSize=100"))).items.find((i: any) => i.itemId === itemId);
  const restore = (who: string, entry: { id: number }) => call(who, "POST", `/trash/${entry.id}/restore`);

  it("restores a user only for those who may manage their designation, and not over a taken username", async () => {
    const manager = await createUser(t, "Manager");
    expect((await call("Admin", "DELETE", `/users/${manager.id}`)).status).toBe(200);
    const entry = await trashOf(String(manager.id));
    expect(entry).toMatchObject({ resource: "users", title: manager.name, deletedBy: names.Admin });
    await createUser(t, "Manager", { username: manager.username.toUpperCase(), email: "other@example.com" });
    const taken = await restore("Admin", entry);
    expect(taken.status).toBe(409);
    expect((await json(taken)).error.message).toMatch(/username/);
    await t.db.delete(users).where(eq(users.email, "other@example.com"));
    expect((await restore("Admin", entry)).status).toBe(200);
    expect(await login(t, manager.username)).toMatch(/=/);

    const admin = await createUser(t, "Admin");
    expect((await call("Super-Admin", "DELETE", `/users/${admin.id}`)).status).toBe(200);
    const adminEntry = await trashOf(String(admin.id));
    expect((await restore("Admin", adminEntry)).status).toBe(403);
    expect((await call("Admin", "DELETE", `/trash/${adminEntry.id}`)).status).toBe(403);
    expect((await restore("Super-Admin", adminEntry)).status).toBe(200);
  });

  it("is for Admins and Super-Admins only: Managers 403, visitors 401; it pages newest first", async () => {
    const [older, banner] = [await created("Manager", "/banner/add", { title: "Older", description: "D", status: "pending", imagesVideos: FILES.png() }), await created("Manager", "/banner/add", { title: "Private", description: "D", status: "pending", imagesVideos: FILES.png() })];
    await call("Manager", "DELETE", `/banner/${older.uniId}`);
    await call("Manager", "DELETE", `/banner/${banner.uniId}`);
    const entry = await trashOf(banner.uniId);
    for (const [method, path] of [["GET", "/trash"], ["POST", `/trash/${entry.id}/restore`], ["DELETE", `/trash/${entry.id}`]] as const) {
      expect((await call(null, method, path)).status).toBe(401);
      expect((await call("Manager", method, path)).status).toBe(403);
    }
    const page = await json(await call("Super-Admin", "GET", "/trash?page=1&pageSize=1"));
    expect(page).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.items.map((i: any) => i.itemId)).toEqual([banner.uniId]);
    expect(page.total).toBe(2);
    expect((await json(await call("Admin", "GET", "/trash?page=2&pageSize=1"))).items.map((i: any) => i.itemId)).toEqual([older.uniId]);
    expect((await call("Admin", "GET", "/trash?pageSize=500")).status).toBe(422);
  });
});
