import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { createUser, PASSWORD } from "../helpers/auth";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe("sessions a user can see and end", () => {
  let t: TestApp;
  let clock = new Date("2026-11-22T08:00:00Z");
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  async function signIn(username: string, headers: Record<string, string> = {}) {
    const res = await t.request("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    return res.headers.get("set-cookie")!.split(";")[0]!;
  }
  const get = (path: string, cookie: string) => t.request(path, { headers: { Cookie: cookie } });
  const del = (path: string, cookie: string) => t.request(path, { method: "DELETE", headers: { Cookie: cookie } });

  it("lists the user's live sessions with their browser, address prefix and which one is this one", async () => {
    const user = await createUser(t, "Manager");
    const phone = await signIn(user.username, { "User-Agent": "Mobile Safari", "CF-Connecting-IP": "2001:db8:1:2:aaaa:bbbb:cccc:dddd" });
    clock = new Date(clock.getTime() + 60_000);
    const desk = await signIn(user.username, { "User-Agent": CHROME, "CF-Connecting-IP": "203.0.113.77" });
    const other = await createUser(t, "Manager");
    await signIn(other.username);

    const res = await get("/api/auth/sessions", desk);
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: true, userAgent: CHROME, network: "203.0.113.0/24", createdAt: clock.toISOString() });
    expect(list[1]).toMatchObject({ current: false, userAgent: "Mobile Safari", network: "2001:db8:1:2::/64" });
    expect(Object.keys(list[0]).sort()).toEqual(["createdAt", "current", "id", "lastSeenAt", "network", "userAgent"]);
    expect((await get("/api/auth/sessions", phone)).status).toBe(200);
    expect((await get("/api/auth/sessions", "")).status).toBe(401);
  });

  it("ends one session, whose next call is refused, and cannot end another user's", async () => {
    const user = await createUser(t, "Manager");
    const a = await signIn(user.username);
    const b = await signIn(user.username);
    const [, bInfo] = await (await get("/api/auth/sessions", a)).json();
    const stranger = await signIn((await createUser(t, "Manager")).username);
    expect((await del(`/api/auth/sessions/${bInfo.id}`, stranger)).status).toBe(404);
    expect((await get("/api/users/profile", b)).status).toBe(200);

    expect((await del(`/api/auth/sessions/${bInfo.id}`, a)).status).toBe(200);
    expect((await get("/api/users/profile", b)).status).toBe(401);
    expect((await get("/api/users/profile", a)).status).toBe(200);
    expect(await (await get("/api/auth/sessions", a)).json()).toHaveLength(1);
  });

  it("ends every other session only when asked with others=1", async () => {
    const user = await createUser(t, "Manager");
    const a = await signIn(user.username);
    const b = await signIn(user.username);
    const c = await signIn(user.username);
    expect((await del("/api/auth/sessions", a)).status).toBe(400);
    const res = await del("/api/auth/sessions?others=1", a);
    expect(await res.json()).toEqual({ ended: 2 });
    expect((await get("/api/users/profile", b)).status).toBe(401);
    expect((await get("/api/users/profile", c)).status).toBe(401);
    expect((await get("/api/users/profile", a)).status).toBe(200);
  });

  it("does not list sessions that ended or went idle", async () => {
    const user = await createUser(t, "Manager");
    const old = await signIn(user.username);
    clock = new Date(clock.getTime() + 5 * 3_600_000);
    const fresh = await signIn(user.username);
    await t.request("/api/auth/logout", { method: "POST", headers: { Cookie: old } });
    expect(await (await get("/api/auth/sessions", fresh)).json()).toHaveLength(1);
  });

  it("lets an Admin end a Manager's sessions, logged, but not an Admin's; a Manager can end nobody's", async () => {
    const manager = await createUser(t, "Manager");
    const managerCookie = await signIn(manager.username);
    const admin = await createUser(t, "Admin");
    const adminCookie = await signIn(admin.username);
    expect((await del(`/api/users/${admin.id}/sessions`, managerCookie)).status).toBe(403);
    expect((await del(`/api/users/${manager.id}/sessions`, adminCookie)).status).toBe(200);
    expect((await get("/api/users/profile", managerCookie)).status).toBe(401);
    const log = await t.db.select().from(activity).where(eq(activity.action, "end-sessions"));
    expect(log.map((r) => r.resourceId)).toEqual([String(manager.id)]);

    const otherAdmin = await createUser(t, "Admin");
    const otherAdminCookie = await signIn(otherAdmin.username);
    expect((await del(`/api/users/${otherAdmin.id}/sessions`, adminCookie)).status).toBe(403);
    expect((await get("/api/users/profile", otherAdminCookie)).status).toBe(200);
    const superAdmin = await signIn((await createUser(t, "Super-Admin")).username);
    expect((await del(`/api/users/${otherAdmin.id}/sessions`, superAdmin)).status).toBe(200);
    expect((await get("/api/users/profile", otherAdminCookie)).status).toBe(401);
  });
});
