import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../worker/db/schema/index";
import { LOGIN_IP_RULE } from "../../worker/lib/throttle";
import { createTestApp, type TestApp } from "../helpers/app";
import { createUser, login, PASSWORD } from "../helpers/auth";

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

describe("sign-in and sessions", () => {
  let t: TestApp;
  let clock = new Date("2026-11-22T08:00:00Z");
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    await createUser(t, "Manager", { username: "rahim" });
  });
  afterAll(() => t.close());

  it("signs in with a session cookie that is HttpOnly and SameSite=Lax, and check-auth sees it", async () => {
    const res = await t.request("/api/auth/login", json({ username: "rahim", password: PASSWORD }));
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const body = await res.json();
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt\$/);
    const check = await t.request("/api/auth/check-auth", { headers: { Cookie: cookie.split(";")[0]! } });
    expect(await check.json()).toEqual({ isAuthenticated: true });
  });

  it("answers a wrong username and a wrong password with the same 401", async () => {
    const a = await t.request("/api/auth/login", json({ username: "nobody", password: PASSWORD }, { "CF-Connecting-IP": "10.0.0.1" }));
    const b = await t.request("/api/auth/login", json({ username: "rahim", password: "wrong-Pass1!" }, { "CF-Connecting-IP": "10.0.0.2" }));
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(await a.json()).toEqual(await b.json());
  });

  it("uses the spec's messages for missing credentials", async () => {
    const res = await t.request("/api/auth/login", json({}));
    expect(res.status).toBe(422);
    expect((await res.json()).error.issues).toEqual({ username: ["Username is required"], password: ["Password is required"] });
  });

  it("throttles a username after 5 failures in 15 minutes with 429 and Retry-After, then lets it in later", async () => {
    await createUser(t, "Manager", { username: "karim" });
    for (let i = 0; i < 5; i++) {
      const r = await t.request("/api/auth/login", json({ username: "karim", password: "nope" }, { "CF-Connecting-IP": `10.1.0.${i}` }));
      expect(r.status).toBe(401);
    }
    const blocked = await t.request("/api/auth/login", json({ username: "karim", password: PASSWORD }, { "CF-Connecting-IP": "10.1.1.1" }));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + 16 * 60_000);
    const later = await t.request("/api/auth/login", json({ username: "karim", password: PASSWORD }, { "CF-Connecting-IP": "10.1.1.1" }));
    expect(later.status).toBe(200);
  });

  it("throttles an IP that fails across many usernames", async () => {
    for (let i = 0; i < LOGIN_IP_RULE.max; i++) {
      await t.request("/api/auth/login", json({ username: `ghost${i}`, password: "x" }, { "CF-Connecting-IP": "10.9.9.9" }));
    }
    const res = await t.request("/api/auth/login", json({ username: "rahim", password: PASSWORD }, { "CF-Connecting-IP": "10.9.9.9" }));
    expect(res.status).toBe(429);
  });

  it("logout revokes the session on the server, not just the cookie", async () => {
    const cookie = await login(t, "rahim");
    const out = await t.request("/api/auth/logout", { method: "POST", headers: { Cookie: cookie } });
    expect(out.status).toBe(200);
    const check = await t.request("/api/auth/check-auth", { headers: { Cookie: cookie } });
    expect(await check.json()).toEqual({ isAuthenticated: false });
  });

  it("ends a session after 4 idle hours and after 12 hours in all", async () => {
    const cookie = await login(t, "rahim");
    clock = new Date(clock.getTime() + 3 * 3_600_000);
    expect(await (await t.request("/api/auth/check-auth", { headers: { Cookie: cookie } })).json()).toEqual({ isAuthenticated: true });
    clock = new Date(clock.getTime() + 4 * 3_600_000 + 1000);
    expect(await (await t.request("/api/auth/check-auth", { headers: { Cookie: cookie } })).json()).toEqual({ isAuthenticated: false });

    const busy = await login(t, "rahim");
    for (let h = 0; h < 12; h++) {
      clock = new Date(clock.getTime() + 3_600_000);
      await t.request("/api/auth/check-auth", { headers: { Cookie: busy } });
    }
    expect(await (await t.request("/api/auth/check-auth", { headers: { Cookie: busy } })).json()).toEqual({ isAuthenticated: false });
  });

  it("records the sign-in as lastLogin and stores one session row", async () => {
    const user = await createUser(t, "Admin");
    await login(t, user.username);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});
