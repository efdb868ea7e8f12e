import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signDeviceToken } from "../../worker/lib/device-cookie";
import { LOGIN_USER_RULE } from "../../worker/lib/throttle";
import { createTestApp, TEST_SECRET, type TestApp } from "../helpers/app";
import { createUser, PASSWORD } from "../helpers/auth";

/** OWASP device cookies: guesses are capped per username whatever the IPs, and the owner's browser still gets in. */
describe("sign-in with device cookies", () => {
  let t: TestApp;
  let clock = new Date("2026-11-22T08:00:00Z");
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, opts: { ip: string; cookie?: string }) =>
    t.request("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": opts.ip, ...(opts.cookie ? { Cookie: opts.cookie } : {}) },
      body: JSON.stringify({ username, password }),
    });
  const deviceCookieOf = (res: Response) => {
    const line = res.headers.getSetCookie().find((c) => c.startsWith("device="));
    if (!line) throw new Error(`no device cookie in ${res.status} answer`);
    return { line, cookie: line.split(";")[0]! };
  };
  /** An attacker guessing from many addresses, none of them holding a device cookie. */
  const attack = async (username: string, guesses: number, cookie?: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < guesses; i++) statuses.push((await login(username, `Guess!${i}x`, { ip: `203.0.113.${i}`, cookie })).status);
    return statuses;
  };

  it("issues an HttpOnly, SameSite=Strict device cookie scoped to the sign-in path on success, and none on failure", async () => {
    await createUser(t, "Manager", { username: "cookieflags" });
    const ok = await login("cookieflags", PASSWORD, { ip: "198.51.100.1" });
    expect(ok.status).toBe(200);
    const { line } = deviceCookieOf(ok);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Path=\/api\/auth/);
    expect(line).toMatch(/Max-Age=\d{7,}/);
    const bad = await login("cookieflags", "Wrong!pass1", { ip: "198.51.100.1" });
    expect(bad.headers.getSetCookie().some((c) => c.startsWith("device="))).toBe(false);
  });

  it("caps guesses per username whatever the IPs: the owner's fresh browser is locked out too", async () => {
    await createUser(t, "Super-Admin", { username: "boss" });
    const statuses = await attack("boss", 12);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_USER_RULE.max);
    expect(statuses.slice(LOGIN_USER_RULE.max).every((s) => s === 429)).toBe(true);
    expect((await login("boss", PASSWORD, { ip: "192.0.2.77" })).status).toBe(429);
  });

  it("lets the owner in during an attack from the browser that holds their device cookie", async () => {
    await createUser(t, "Super-Admin", { username: "owner" });
    const { cookie } = deviceCookieOf(await login("owner", PASSWORD, { ip: "192.0.2.10" }));
    await attack("owner", 10);
    expect((await login("owner", PASSWORD, { ip: "203.0.113.200" })).status).toBe(429);
    const res = await login("owner", PASSWORD, { ip: "203.0.113.200", cookie });
    expect(res.status).toBe(200);
    // ... and again, with the fresh cookie that sign-in issued.
    expect((await login("owner", PASSWORD, { ip: "192.0.2.10", cookie: deviceCookieOf(res).cookie })).status).toBe(200);
  });

  it("counts a known browser's own failures apart: 5 wrong there lock that browser only", async () => {
    await createUser(t, "Admin", { username: "typist" });
    const { cookie } = deviceCookieOf(await login("typist", PASSWORD, { ip: "192.0.2.20" }));
    expect(await attack("typist", 6, cookie)).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login("typist", PASSWORD, { ip: "192.0.2.21" })).status).toBe(200); // another browser
  });

  /** One character of the signature changed, well inside it (its last characters may carry spare bits; "AA" may already be there). */
  const tampered = (token: string) => {
    const i = token.length - 10;
    return `${token.slice(0, i)}${token[i] === "A" ? "B" : "A"}${token.slice(i + 1)}`;
  };

  it("treats a forged, expired or other user's device cookie as no cookie at all", async () => {
    await createUser(t, "Admin", { username: "victim" });
    await createUser(t, "Manager", { username: "insider" });
    const { cookie: insiders } = deviceCookieOf(await login("insider", PASSWORD, { ip: "192.0.2.30" }));
    await attack("victim", 5);
    const genuine = await signDeviceToken(TEST_SECRET, "victim", clock);
    const forged = [
      insiders, // signed, but for another user
      `device=${tampered(genuine)}`, // tampered signature
      `device=${await signDeviceToken("another-secret-another-secret-0123", "victim", clock)}`,
      `device=${await signDeviceToken(TEST_SECRET, "victim", new Date(clock.getTime() - 181 * 86_400_000))}`, // expired
      "device=v1.dmljdGlt.AAAAAAAAAAAAAAAAAAAAAA.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    ];
    for (const cookie of forged) expect((await login("victim", PASSWORD, { ip: "203.0.113.9", cookie })).status).toBe(429);
    expect((await login("victim", PASSWORD, { ip: "203.0.113.9", cookie: `device=${genuine}` })).status).toBe(200);
  });

  it("lifts the lock when the window has passed", async () => {
    await createUser(t, "Manager", { username: "patient" });
    await attack("patient", 6);
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await login("patient", PASSWORD, { ip: "192.0.2.40" })).status).toBe(200);
  });

  it("marks the cookie Secure with the __Secure- prefix in production", async () => {
    const prod = await createTestApp({ secureCookies: true });
    try {
      await createUser(prod, "Manager", { username: "produser" });
      const res = await prod.request("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "produser", password: PASSWORD }),
      });
      const line = res.headers.getSetCookie().find((c) => c.startsWith("__Secure-device="));
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/Path=\/api\/auth/);
    } finally {
      await prod.close();
    }
  });
});
