import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity, recoveryCodes, secondFactors } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { createUser, login, PASSWORD } from "../helpers/auth";
import { recordingMailer } from "../helpers/mailer";

const json = (body: unknown, cookie = "", method = "POST") => ({
  method,
  headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
  body: JSON.stringify(body),
});
/** The Cookie header value of a response's cookies by name (session, pending). */
const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1) ?? "";
const STEP = 30_000;

describe("TOTP second factor", () => {
  let t: TestApp;
  let clock = new Date("2026-11-22T08:00:10Z");
  const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
  const ip = (() => {
    let n = 0;
    return () => ({ "CF-Connecting-IP": `10.30.${Math.floor(++n / 200)}.${n % 200}` });
  })();
  const password = async (username: string) =>
    t.request("/api/auth/login", { ...json({ username, password: PASSWORD }), headers: { "Content-Type": "application/json", ...ip() } });

  /** Signs the user in, sets up and confirms TOTP; returns the secret, the session and the recovery codes. */
  async function enrolled(designation = "Manager") {
    const user = await createUser(t, designation);
    const cookie = await login(t, user.username);
    const setup = await (await t.request("/api/auth/totp/setup", json({ password: PASSWORD }, cookie))).json();
    const enable = await t.request("/api/auth/totp/enable", json({ code: codeAt(setup.secret, clock), password: PASSWORD }, cookie));
    expect(enable.status).toBe(200);
    const { recoveryCodes: codes } = await enable.json();
    clock = new Date(clock.getTime() + STEP); // the enrolment's code is spent
    return { user, cookie, secret: setup.secret as string, codes: codes as string[] };
  }

  const mail = recordingMailer();
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, mailer: mail.mailer, mailFrom: "alerts@uday.example" });
  });
  afterAll(() => t.close());

  it("enrols: setup gives a secret and an otpauth URI, the first code confirms it and gives ten recovery codes", async () => {
    const user = await createUser(t, "Manager");
    const cookie = await login(t, user.username);
    const setup = await t.request("/api/auth/totp/setup", json({ password: PASSWORD }, cookie));
    expect(setup.status).toBe(200);
    const { secret, uri } = await setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(new RegExp(`^otpauth://totp/.*${user.username}.*secret=${secret}`));
    // The secret is not stored as it is.
    const [row] = await t.db.select().from(secondFactors).where(eq(secondFactors.userId, user.id));
    expect(row!.secret).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();

    const wrong = await t.request("/api/auth/totp/enable", json({ code: "000000" === codeAt(secret, clock) ? "111111" : "000000", password: PASSWORD }, cookie));
    expect(wrong.status).toBe(422);
    const enable = await t.request("/api/auth/totp/enable", json({ code: codeAt(secret, clock), password: PASSWORD }, cookie));
    const { recoveryCodes: codes } = await enable.json();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect(await (await t.request("/api/auth/totp", { headers: { Cookie: cookie } })).json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    const log = await t.db.select().from(activity).where(eq(activity.resourceId, String(user.id)));
    expect(log.map((a) => a.action)).toContain("enable-second-factor");
  });

  it("signs in in two steps: the password gives no session, only a pending step, and the code finishes it", async () => {
    const { user, secret } = await enrolled();
    const first = await password(user.username);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ secondFactor: "totp" });
    expect(cookieOf(first, "session")).toBe("");
    const pending = cookieOf(first, "pending");
    expect(pending).not.toBe("");
    // The pending cookie is no session.
    expect(await (await t.request("/api/auth/check-auth", { headers: { Cookie: pending.replace(/^pending/, "session") } })).json()).toEqual({ isAuthenticated: false });
    expect((await t.request("/api/users/profile", { headers: { Cookie: pending } })).status).toBe(401);

    const verify = await t.request("/api/auth/totp/verify", json({ code: codeAt(secret, clock) }, pending));
    expect(verify.status).toBe(200);
    expect((await verify.json()).user.username).toBe(user.username);
    const session = cookieOf(verify, "session");
    expect(await (await t.request("/api/auth/check-auth", { headers: { Cookie: session } })).json()).toEqual({ isAuthenticated: true });
  });

  it("accepts the code of the step before and after, but not two steps away", async () => {
    const { user, secret } = await enrolled();
    const before = cookieOf(await password(user.username), "pending");
    expect((await t.request("/api/auth/totp/verify", json({ code: codeAt(secret, new Date(clock.getTime() + STEP)) }, before))).status).toBe(200);
    clock = new Date(clock.getTime() + 3 * STEP);
    const far = cookieOf(await password(user.username), "pending");
    expect((await t.request("/api/auth/totp/verify", json({ code: codeAt(secret, new Date(clock.getTime() - 2 * STEP)) }, far))).status).toBe(401);
    expect((await t.request("/api/auth/totp/verify", json({ code: codeAt(secret, new Date(clock.getTime() - STEP)) }, far))).status).toBe(200);
  });

  it("refuses a code used once for the rest of its window", async () => {
    const { user, secret } = await enrolled();
    const code = codeAt(secret, clock);
    const a = cookieOf(await password(user.username), "pending");
    expect((await t.request("/api/auth/totp/verify", json({ code }, a))).status).toBe(200);
    const b = cookieOf(await password(user.username), "pending");
    const replay = await t.request("/api/auth/totp/verify", json({ code }, b));
    expect(replay.status).toBe(401);
    expect(cookieOf(replay, "session")).toBe("");
    // The next step's code still works.
    clock = new Date(clock.getTime() + STEP);
    expect((await t.request("/api/auth/totp/verify", json({ code: codeAt(secret, clock) }, b))).status).toBe(200);
  });

  it("expires the pending step after 5 minutes", async () => {
    const { user, secret } = await enrolled();
    const pending = cookieOf(await password(user.username), "pending");
    clock = new Date(clock.getTime() + 5 * 60_000 + 1000);
    const late = await t.request("/api/auth/totp/verify", json({ code: codeAt(secret, clock) }, pending));
    expect(late.status).toBe(401);
    expect((await late.json()).error.message).toMatch(/expired/);
  });

  it("counts wrong codes in the sign-in throttle of the username", async () => {
    const { user, secret } = await enrolled();
    const pending = cookieOf(await password(user.username), "pending");
    const wrong = codeAt(secret, clock) === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) {
      const r = await t.request("/api/auth/totp/verify", { ...json({ code: wrong }, pending), headers: { "Content-Type": "application/json", Cookie: pending, ...ip() } });
      expect(r.status).toBe(401);
    }
    const right = await t.request("/api/auth/totp/verify", { ...json({ code: codeAt(secret, clock) }, pending), headers: { "Content-Type": "application/json", Cookie: pending, ...ip() } });
    expect(right.status).toBe(429);
    // The password step of that username is throttled too.
    expect((await password(user.username)).status).toBe(429);
    clock = new Date(clock.getTime() + 16 * 60_000);
  });

  it("accepts each recovery code once, in any case and spacing", async () => {
    const { user, codes } = await enrolled();
    const a = cookieOf(await password(user.username), "pending");
    expect((await t.request("/api/auth/totp/verify", json({ code: codes[3]!.toUpperCase().replace("-", " ") }, a))).status).toBe(200);
    const b = cookieOf(await password(user.username), "pending");
    expect((await t.request("/api/auth/totp/verify", json({ code: codes[3] }, b))).status).toBe(401);
    expect((await t.request("/api/auth/totp/verify", json({ code: codes[4] }, b))).status).toBe(200);
  });

  it("turns off with the password, after which the password alone signs in", async () => {
    const { user, cookie } = await enrolled();
    const wrong = await t.request("/api/auth/totp", json({ password: "not-it" }, cookie, "DELETE"));
    expect(wrong.status).toBe(403);
    const off = await t.request("/api/auth/totp", json({ password: PASSWORD }, cookie, "DELETE"));
    expect(off.status).toBe(200);
    expect(await (await password(user.username)).json()).toMatchObject({ isAuthenticated: true });
  });

  it("sends a user whose designation requires a second factor to enrolment, with no session until it is done", async () => {
    const superAdmin = await createUser(t, "Super-Admin");
    const sa = await login(t, superAdmin.username);
    const admin = await login(t, (await createUser(t, "Admin")).username);
    expect((await t.request("/api/settings/second-factor", json({ designations: ["Manager"] }, admin, "PATCH"))).status).toBe(403);
    const set = await t.request("/api/settings/second-factor", json({ designations: ["manager", "Sales Lead"] }, sa, "PATCH"));
    expect(await set.json()).toEqual({ designations: ["Manager", "Sales Lead"] });

    const user = await createUser(t, "Manager");
    const first = await password(user.username);
    expect(await first.json()).toEqual({ secondFactor: "enrol" });
    expect(cookieOf(first, "session")).toBe("");
    const pending = cookieOf(first, "pending");
    // The enrolment step is no session and no "totp" step.
    expect((await t.request("/api/users/profile", { headers: { Cookie: pending } })).status).toBe(401);
    expect((await t.request("/api/auth/totp/verify", json({ code: "123456" }, pending))).status).toBe(401);

    const setup = await (await t.request("/api/auth/totp/setup", json({ password: PASSWORD }, pending))).json();
    // The first enrolment also needs the code e-mailed to the user's own address (account-safety.test.ts).
    expect((await t.request("/api/auth/totp/enrol-code", json({}, pending))).status).toBe(200);
    const emailCode = /is (\d{6})\./.exec(mail.sent.at(-1)!.text)![1];
    const enable = await t.request("/api/auth/totp/enable", json({ code: codeAt(setup.secret, clock), password: PASSWORD, emailCode }, pending));
    expect(enable.status).toBe(200);
    expect((await enable.json()).recoveryCodes).toHaveLength(10);
    const session = cookieOf(enable, "session");
    expect((await t.request("/api/users/profile", { headers: { Cookie: session } })).status).toBe(200);
    // Required: it cannot be turned off by its owner.
    expect((await t.request("/api/auth/totp", json({ password: PASSWORD }, session, "DELETE"))).status).toBe(409);
    await t.request("/api/settings/second-factor", json({ designations: [] }, sa, "PATCH"));
  });

  it("reaches sessions already open: an unenrolled user it now covers is signed out, then sent to enrolment", async () => {
    const sa = await login(t, (await createUser(t, "Super-Admin")).username);
    const bare = await createUser(t, "Site Engineer");
    const bareCookie = await login(t, bare.username);
    const { cookie: enrolledCookie } = await enrolled("Site Engineer");
    const other = await login(t, (await createUser(t, "Accountant")).username);
    expect((await t.request("/api/settings/second-factor", json({ designations: ["Site Engineer"] }, sa, "PATCH"))).status).toBe(200);
    expect((await t.request("/api/users/profile", { headers: { Cookie: bareCookie } })).status).toBe(401);
    expect((await t.request("/api/users/profile", { headers: { Cookie: enrolledCookie } })).status).toBe(200);
    expect((await t.request("/api/users/profile", { headers: { Cookie: other } })).status).toBe(200);
    expect(await (await password(bare.username)).json()).toEqual({ secondFactor: "enrol" });
    await t.request("/api/settings/second-factor", json({ designations: [] }, sa, "PATCH"));
  });

  it("lets an Admin reset a Manager's second factor, logged, ending their sessions; never an Admin's", async () => {
    const { user, cookie } = await enrolled("Manager");
    const admin = await createUser(t, "Admin");
    const adminCookie = await login(t, admin.username);
    const reset = await t.request(`/api/users/${user.id}/totp`, { method: "DELETE", headers: { Cookie: adminCookie } });
    expect(reset.status).toBe(200);
    expect((await t.request("/api/users/profile", { headers: { Cookie: cookie } })).status).toBe(401);
    expect(await (await password(user.username)).json()).toMatchObject({ isAuthenticated: true });
    const log = await t.db.select().from(activity).where(eq(activity.action, "reset-second-factor"));
    expect(log.map((a) => a.resourceId)).toContain(String(user.id));

    const otherAdmin = await enrolled("Admin");
    expect((await t.request(`/api/users/${otherAdmin.user.id}/totp`, { method: "DELETE", headers: { Cookie: adminCookie } })).status).toBe(403);
    const manager = await login(t, (await createUser(t, "Manager")).username);
    expect((await t.request(`/api/users/${otherAdmin.user.id}/totp`, { method: "DELETE", headers: { Cookie: manager } })).status).toBe(403);
    const superAdmin = await login(t, (await createUser(t, "Super-Admin")).username);
    expect((await t.request(`/api/users/${otherAdmin.user.id}/totp`, { method: "DELETE", headers: { Cookie: superAdmin } })).status).toBe(200);
  });
});
