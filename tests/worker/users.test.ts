import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";

type Signed = Awaited<ReturnType<typeof signedIn>>;

/** Response bodies, loosely typed for assertions. */
const json = (res: Response) => res.json() as Promise<Record<string, any>>;

describe("reading users", () => {
  let t: TestApp;
  const as: Record<string, Signed> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const d of ["Manager", "Admin", "Super-Admin", "Accountant"]) as[d] = await signedIn(t, d);
  });
  afterAll(() => t.close());

  const get = (path: string, who?: string) =>
    t.request(`/api/users${path}`, { headers: who ? { Cookie: as[who]!.cookie } : {} });

  it("lists every user newest first, with no password hash anywhere", async () => {
    const res = await get("", "Admin");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const list = (await res.json()) as Array<Record<string, unknown>>;
    expect(list.map((u) => u.id)).toEqual([...list.map((u) => u.id as number)].sort((a, b) => b - a));
    expect(list.map((u) => u.designation)).toEqual(["Accountant", "Super-Admin", "Admin", "Manager"]);
    expect(Object.keys(list[0]!).sort()).toEqual(
      ["createdAt", "department", "designation", "email", "employeeId", "id", "image", "lastLogin", "name", "phone", "updatedAt", "username"],
    );
  });

  it("answers the list's authorization matrix", async () => {
    expect((await get("")).status).toBe(401);
    expect((await get("", "Manager")).status).toBe(403);
    expect((await get("", "Accountant")).status).toBe(403);
    expect((await get("", "Admin")).status).toBe(200);
    expect((await get("", "Super-Admin")).status).toBe(200);
  });

  it("gives any signed-in user their own profile, including department, employee id and last sign-in", async () => {
    for (const who of ["Manager", "Admin", "Super-Admin", "Accountant"]) {
      const res = await get("/profile", who);
      expect(res.status).toBe(200);
      const body = await json(res);
      const me = as[who]!.user;
      expect(body).toEqual({
        id: me.id,
        name: me.name,
        username: me.username,
        email: me.email,
        phone: me.phone,
        designation: who,
        department: me.department,
        employeeId: me.employeeId,
        image: null,
        lastLogin: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    }
    expect((await get("/profile")).status).toBe(401);
  });

  it("reads one user by id for staff with the users menu, and one's own record for anybody", async () => {
    const manager = as.Manager!.user;
    const res = await get(`/${manager.id}`, "Admin");
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: manager.id, username: manager.username });
    expect((await get(`/${manager.id}`, "Super-Admin")).status).toBe(200);
    expect((await get(`/${manager.id}`, "Manager")).status).toBe(200);
    expect((await get(`/${manager.id}`, "Accountant")).status).toBe(403);
    expect((await get(`/${manager.id}`)).status).toBe(401);
  });

  it("answers 404 JSON for ids that do not exist or are not numbers", async () => {
    for (const id of ["99999", "0", "1e3", "-1", "12345678901234567890", "1%20OR%201=1"]) {
      const res = await get(`/${id}`, "Admin");
      expect(res.status).toBe(404);
      expect((await json(res)).error.message).toMatch(/not found/i);
    }
  });
});
