import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { activity, emailCodes, outbox, passkeys, secondFactors, sessions } from "../../worker/db/schema/index";
import { deliverAlerts } from "../../worker/lib/outbox";
import { createTestApp, type TestApp } from "../helpers/app";
import { createUser, form, login, PASSWORD } from "../helpers/auth";
import { recordingMailer } from "../helpers/mailer";
import { softwarePasskey } from "../helpers/software-passkey";

/**
 * Issue 41, holes 1–4 and the account alerts: a stolen session cannot change how the account signs
 * in, an admin's reset removes everything a thief could have planted, a passkey assertion signs in
 * once, and a must-enrol user's first second factor needs their mailbox (docs/decisions.md
 * "Re-authentication and account alerts").
 */
const STEP = 30_000;
let clock = new Date("2026-11-27T04:00:10Z");
const mail = recordingMailer();
let t: TestApp;
let n = 0;
/** A fresh address per request where the per-address sign-in counter must not get in the way. */
const ip = () => ({ "CF-Connecting-IP": `10.41.${Math.floor(++n / 200)}.${n % 200}` });
const send = (path: string, body: unknown, cookie = "", method = "POST", headers: Record<string, string> = {}) =>
  t.request(path, { method, headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}), ...headers }, body: JSON.stringify(body) });
const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]!).filter((c) => !c.endsWith("="));
const cookieOf = (res: Response, name: string) => cookiesOf(res).find((c) => c.startsWith(`${name}=`)) ?? "";
const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
const mailsTo = (to: string, subject: RegExp) => mail.sent.filter((m) => m.to === to && subject.test(m.subject));
/** Alerts go out after the answer: wait for the one expected, then make sure it is the only one. */
async function expectOneMail(to: string, subject: RegExp) {
  await vi.waitFor(() => expect(mailsTo(to, subject)).toHaveLength(1));
  await deliverAlerts(t.db, { mailer: mail.mailer, from: "alerts@uday.example" }, clock);
  expect(mailsTo(to, subject)).toHaveLength(1);
  return mailsTo(to, subject)[0]!;
}

/** Registers a software passkey for the signed-in user, through the real ceremony. */
async function addPasskey(cookie: string, name = "Laptop") {
  const key = await softwarePasskey();
  const options = await send("/api/auth/passkeys/register/options", { password: PASSWORD }, cookie);
  expect(options.status).toBe(200);
  const challenge = cookieOf(options, "webauthn");
  const res = await send("/api/auth/passkeys/register", { name, response: await key.register(await options.json()) }, `${cookie}; ${challenge}`);
  expect(res.status).toBe(200);
  return key;
}

/** Signs in with the passkey alone: the answer, and the request to replay it. */
async function passkeySignIn(key: Awaited<ReturnType<typeof softwarePasskey>>) {
  const options = await t.request("/api/auth/passkeys/login/options", { method: "POST" });
  const challenge = cookieOf(options, "webauthn");
  const body = { response: await key.assert(await options.json()) };
  return { res: await send("/api/auth/passkeys/login", body, challenge), replay: () => send("/api/auth/passkeys/login", body, challenge) };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, mailer: mail.mailer, mailFrom: "alerts@uday.example" });
});
afterAll(() => t.close());

describe("re-authentication for sign-in changes (issue 41, hole 1)", () => {
  it("adds a passkey only with the password: a session alone gets 403 and no challenge", async () => {
    const user = await createUser(t, "Manager");
    const cookie = await login(t, user.username);
    for (const body of [{}, { password: "not-the-password" }]) {
      const res = await send("/api/auth/passkeys/register/options", body, cookie);
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toMatch(/password/);
      expect(cookieOf(res, "webauthn")).toBe("");
    }
    const key = await addPasskey(cookie);
    expect((await passkeySignIn(key)).res.status).toBe(200);
    const alert = await expectOneMail(user.email, /passkey was added/);
    expect(alert.text).toContain('"Laptop"');
    expect(alert.text).toMatch(/When: .*2026, .*\(Dhaka time\)/);
    expect(alert.text).toMatch(/If it was not you/);
  });

  it("removes a passkey only with the password", async () => {
    const user = await createUser(t, "Manager");
    const cookie = await login(t, user.username);
    const key = await addPasskey(cookie);
    expect((await send(`/api/auth/passkeys/${key.id}`, {}, cookie, "DELETE")).status).toBe(403);
    expect((await send(`/api/auth/passkeys/${key.id}`, { password: "wrong" }, cookie, "DELETE")).status).toBe(403);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toHaveLength(1);
    expect((await send(`/api/auth/passkeys/${key.id}`, { password: PASSWORD }, cookie, "DELETE")).status).toBe(200);
    expect((await passkeySignIn(key)).res.status).toBe(401);
    await expectOneMail(user.email, /passkey was removed/);
  });

  it("sets up, enables and turns off TOTP only with the password, and tells the owner", async () => {
    const user = await createUser(t, "Manager");
    const cookie = await login(t, user.username);
    expect((await send("/api/auth/totp/setup", {}, cookie)).status).toBe(403);
    expect((await send("/api/auth/totp/setup", { password: "wrong" }, cookie)).status).toBe(403);
    expect(await t.db.select().from(secondFactors).where(eq(secondFactors.userId, user.id))).toEqual([]);
    const { secret } = await (await send("/api/auth/totp/setup", { password: PASSWORD }, cookie)).json();
    // An attacker who has the session but not the password cannot confirm a secret either.
    const stolen = await send("/api/auth/totp/enable", { code: codeAt(secret, clock) }, cookie);
    expect(stolen.status).toBe(403);
    expect((await send("/api/auth/totp/enable", { code: codeAt(secret, clock), password: PASSWORD }, cookie)).status).toBe(200);
    await expectOneMail(user.email, /Two-step sign-in was turned on/);
    clock = new Date(clock.getTime() + STEP);

    // New recovery codes: with the password only; the old ones stop working.
    expect((await send("/api/auth/totp/recovery-codes", {}, cookie)).status).toBe(403);
    const fresh = await send("/api/auth/totp/recovery-codes", { password: PASSWORD }, cookie);
    expect(fresh.status).toBe(200);
    expect((await fresh.json()).recoveryCodes).toHaveLength(10);
    await expectOneMail(user.email, /New recovery codes/);
    expect((await t.db.select().from(activity).where(eq(activity.action, "new-recovery-codes"))).map((a) => a.resourceId)).toContain(String(user.id));

    expect((await send("/api/auth/totp", {}, cookie, "DELETE")).status).toBe(403);
    expect((await send("/api/auth/totp", { password: PASSWORD }, cookie, "DELETE")).status).toBe(200);
    await expectOneMail(user.email, /turned off/);
  });

  it("counts wrong passwords in the sign-in throttle, so a stolen session cannot guess", async () => {
    const user = await createUser(t, "Manager");
    const cookie = await login(t, user.username);
    for (let i = 0; i < 5; i++) expect((await send("/api/auth/totp/setup", { password: `guess-${i}` }, cookie)).status).toBe(403);
    expect((await send("/api/auth/totp/setup", { password: PASSWORD }, cookie)).status).toBe(429);
    // The same counter as the login form's: that username is held there too.
    expect((await send("/api/auth/login", { username: user.username, password: PASSWORD }, "", "POST", ip())).status).toBe(429);
    clock = new Date(clock.getTime() + 16 * 60_000);
  });
});

describe("resets that reset everything (issue 41, hole 2)", () => {
  it("an admin's second-factor reset removes every passkey and session: a planted passkey no longer signs in", async () => {
    const user = await createUser(t, "Manager");
    const cookie = await login(t, user.username);
    const planted = await addPasskey(cookie, "Attacker's key");
    const admin = await login(t, (await createUser(t, "Admin")).username);
    const reset = await t.request(`/api/users/${user.id}/totp`, { method: "DELETE", headers: { Cookie: admin } });
    expect(reset.status).toBe(200);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
    expect((await passkeySignIn(planted)).res.status).toBe(401);
    expect((await t.request("/api/users/profile", { headers: { Cookie: cookie } })).status).toBe(401);
    const alert = await expectOneMail(user.email, /second factor and passkeys were removed/);
    expect(alert.text).toMatch(/Test Admin \d+ removed your authenticator app and every passkey/);
  });

  it("an admin's password reset ends every session and tells the owner", async () => {
    const user = await createUser(t, "Manager");
    const cookie = await login(t, user.username);
    const admin = await login(t, (await createUser(t, "Admin")).username);
    const res = await t.request(`/api/users/${user.id}/reset-password`, { method: "PATCH", headers: { Cookie: admin }, body: form({ newPassword: "Quokka#Harbour-2026" }) });
    expect(res.status).toBe(200);
    expect((await t.request("/api/users/profile", { headers: { Cookie: cookie } })).status).toBe(401);
    await expectOneMail(user.email, /Your password was reset/);
  });

  it("Admins see and remove another user's passkeys within the rank rules, logged", async () => {
    const user = await createUser(t, "Manager");
    const key = await addPasskey(await login(t, user.username), "Phone");
    const adminUser = await createUser(t, "Admin");
    const admin = await login(t, adminUser.username);
    const manager = await login(t, (await createUser(t, "Manager")).username);

    expect((await t.request(`/api/users/${user.id}/passkeys`, { headers: { Cookie: manager } })).status).toBe(403);
    const list = await t.request(`/api/users/${user.id}/passkeys`, { headers: { Cookie: admin } });
    expect(list.status).toBe(200);
    expect((await list.json()).map((p: { name: string }) => p.name)).toEqual(["Phone"]);
    expect((await t.request(`/api/users/${adminUser.id}/passkeys`, { headers: { Cookie: admin } })).status).toBe(400);
    const otherAdmin = await createUser(t, "Admin");
    expect((await t.request(`/api/users/${otherAdmin.id}/passkeys`, { headers: { Cookie: admin } })).status).toBe(403);

    expect((await t.request(`/api/users/${user.id}/passkeys/${key.id}`, { method: "DELETE", headers: { Cookie: manager } })).status).toBe(403);
    expect((await t.request(`/api/users/${user.id}/passkeys/nope`, { method: "DELETE", headers: { Cookie: admin } })).status).toBe(404);
    expect((await t.request(`/api/users/${user.id}/passkeys/${key.id}`, { method: "DELETE", headers: { Cookie: admin } })).status).toBe(200);
    expect((await passkeySignIn(key)).res.status).toBe(401);
    const log = await t.db.select().from(activity).where(eq(activity.action, "delete-passkey"));
    expect(log.some((a) => a.resourceId === String(user.id) && a.userId === adminUser.id)).toBe(true);
    expect((await expectOneMail(user.email, /passkey was removed/)).text).toContain(`${adminUser.name} removed the passkey named "Phone"`);
  });
});

describe("single-use passkey challenges (issue 41, hole 3)", () => {
  it("signs in once with an assertion; the same assertion and cookie again are refused", async () => {
    const user = await createUser(t, "Manager");
    const key = await addPasskey(await login(t, user.username));
    const { res, replay } = await passkeySignIn(key);
    expect(res.status).toBe(200);
    const again = await replay();
    expect(again.status).toBe(401);
    expect(cookieOf(again, "session")).toBe("");
  });
});

describe("a must-enrol user proves their mailbox (issue 41, hole 4)", () => {
  it("the password alone cannot enrol an authenticator; the e-mailed code, once and for 10 minutes, can", async () => {
    const sa = await login(t, (await createUser(t, "Super-Admin")).username);
    expect((await send("/api/settings/second-factor", { designations: ["Sales Lead"] }, sa, "PATCH")).status).toBe(200);
    const user = await createUser(t, "Sales Lead");
    const first = await send("/api/auth/login", { username: user.username, password: PASSWORD }, "", "POST", ip());
    expect(await first.json()).toEqual({ secondFactor: "enrol" });
    const pending = cookieOf(first, "pending");
    const { secret } = await (await send("/api/auth/totp/setup", { password: PASSWORD }, pending)).json();

    // Whoever has only the password: no code, or a made-up one, starts no session.
    for (const emailCode of [undefined, "123456"]) {
      const res = await send("/api/auth/totp/enable", { code: codeAt(secret, clock), password: PASSWORD, emailCode }, pending);
      expect(res.status).toBe(403);
      expect(cookieOf(res, "session")).toBe("");
    }
    expect((await t.db.select().from(secondFactors).where(eq(secondFactors.userId, user.id)))[0]!.enabledAt).toBeNull();

    const sentRes = await send("/api/auth/totp/enrol-code", {}, pending);
    expect(sentRes.status).toBe(200);
    expect((await sentRes.json()).sentTo).toMatch(/^s\*\*\*@example\.com$/);
    const codeMail = mailsTo(user.email, /set-up code/).at(-1)!;
    const emailCode = /is (\d{6})\./.exec(codeMail.text)![1]!;
    // Expired after 10 minutes: a new one is needed (the pending step lasts 5, so sign in again).
    const later = new Date(clock.getTime() + 10 * 60_000 + 1000);
    const saved = clock;
    clock = later;
    const again = cookieOf(await send("/api/auth/login", { username: user.username, password: PASSWORD }, "", "POST", ip()), "pending");
    const { secret: secret2 } = await (await send("/api/auth/totp/setup", { password: PASSWORD }, again)).json();
    expect((await send("/api/auth/totp/enable", { code: codeAt(secret2, clock), password: PASSWORD, emailCode }, again)).status).toBe(403);
    clock = new Date(saved.getTime() + 10 * 60_000 + 2 * STEP);

    // A fresh code works once.
    const pending3 = cookieOf(await send("/api/auth/login", { username: user.username, password: PASSWORD }, "", "POST", ip()), "pending");
    const { secret: secret3 } = await (await send("/api/auth/totp/setup", { password: PASSWORD }, pending3)).json();
    expect((await send("/api/auth/totp/enrol-code", {}, pending3)).status).toBe(200);
    const code3 = /is (\d{6})\./.exec(mailsTo(user.email, /set-up code/).at(-1)!.text)![1]!;
    const ok = await send("/api/auth/totp/enable", { code: codeAt(secret3, clock), password: PASSWORD, emailCode: code3 }, pending3);
    expect(ok.status).toBe(200);
    expect(cookieOf(ok, "session")).not.toBe("");
    clock = new Date(clock.getTime() + STEP);
    // Used: the same code does not enrol anyone twice.
    expect(await t.db.select().from(emailCodes).where(eq(emailCodes.userId, user.id))).toEqual([]);
    expect((await send("/api/settings/second-factor", { designations: [] }, sa, "PATCH")).status).toBe(200);
  });

  it("sends at most three codes in 15 minutes", async () => {
    const sa = await login(t, (await createUser(t, "Super-Admin")).username);
    await send("/api/settings/second-factor", { designations: ["Site Engineer"] }, sa, "PATCH");
    const user = await createUser(t, "Site Engineer");
    const pending = cookieOf(await send("/api/auth/login", { username: user.username, password: PASSWORD }, "", "POST", ip()), "pending");
    for (let i = 0; i < 3; i++) expect((await send("/api/auth/totp/enrol-code", {}, pending)).status).toBe(200);
    expect((await send("/api/auth/totp/enrol-code", {}, pending)).status).toBe(429);
    expect(mailsTo(user.email, /set-up code/)).toHaveLength(3);
    // Without the pending step: nobody to send to.
    expect((await send("/api/auth/totp/enrol-code", {}, "")).status).toBe(401);
    await send("/api/settings/second-factor", { designations: [] }, sa, "PATCH");
  });
});

describe("account alerts (issue 41, ASVS V6.3.7)", () => {
  it("tells the owner of a sign-in from a browser the account has not used, not of one it has", async () => {
    const user = await createUser(t, "Manager");
    // The account's first sign-in ever is no news to its owner.
    const first = await send("/api/auth/login", { username: user.username, password: PASSWORD }, "", "POST", { "User-Agent": "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36" });
    expect(first.status).toBe(200);
    const device = cookieOf(first, "device");
    expect(device).not.toBe("");
    // The same browser again (its device cookie): nothing.
    expect((await send("/api/auth/login", { username: user.username, password: PASSWORD }, device)).status).toBe(200);
    // Another browser: one alert, naming it and its network, never the full address.
    const other = await send("/api/auth/login", { username: user.username, password: PASSWORD }, "", "POST", {
      "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Firefox/133.0",
      "CF-Connecting-IP": "203.0.113.77",
    });
    expect(other.status).toBe(200);
    const alert = await expectOneMail(user.email, /New sign-in/);
    expect(alert.text).toContain("Browser: Firefox on Windows");
    expect(alert.text).toContain("Network: 203.0.113.0/24");
    expect(alert.text).not.toContain("203.0.113.77");
    expect(alert.text).toContain(`Account: ${user.username}`);
  });

  it("tells the owner of a password change and of a recovery code used", async () => {
    const user = await createUser(t, "Manager");
    const cookie = await login(t, user.username);
    const { secret } = await (await send("/api/auth/totp/setup", { password: PASSWORD }, cookie)).json();
    const { recoveryCodes } = await (await send("/api/auth/totp/enable", { code: codeAt(secret, clock), password: PASSWORD }, cookie)).json();
    const first = await send("/api/auth/login", { username: user.username, password: PASSWORD }, "", "POST", ip());
    const used = await send("/api/auth/totp/verify", { code: recoveryCodes[0] }, cookieOf(first, "pending"));
    expect(used.status).toBe(200);
    await expectOneMail(user.email, /recovery code was used/);

    const session = cookieOf(used, "session");
    const change = await t.request(`/api/users/${user.id}/reset-password`, {
      method: "PATCH",
      headers: { Cookie: session },
      body: form({ currentPassword: PASSWORD, newPassword: "Quokka#Harbour-2026" }),
    });
    expect(change.status).toBe(200);
    await expectOneMail(user.email, /Your password was changed/);
    // Each alert is one outbox row, sent once.
    const rows = await t.db.select().from(outbox).where(eq(outbox.userId, user.id));
    expect(rows.every((r) => r.sentAt !== null && r.messageId === null)).toBe(true);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).not.toEqual([]);
  });
});

describe("one's own e-mail address, where alerts and codes go (issue 41)", () => {
  it("is changed only with the password, and the old address is told", async () => {
    const user = await createUser(t, "Manager");
    const cookie = await login(t, user.username);
    const patch = (fields: Record<string, string>, who = cookie) => t.request(`/api/users/profile/${user.id}`, { method: "PATCH", headers: { Cookie: who }, body: form(fields) });
    const refused = await patch({ email: "thief@example.net" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.issues).toEqual({ currentPassword: [expect.stringMatching(/current password/)] });
    expect((await patch({ email: "thief@example.net", currentPassword: "wrong" })).status).toBe(403);
    // Other own fields need no password.
    expect((await patch({ phone: "01712345678" })).status).toBe(200);
    const moved = await patch({ email: "new.address@example.com", currentPassword: PASSWORD });
    expect(moved.status).toBe(200);
    expect((await moved.json()).email).toBe("new.address@example.com");
    const alert = await expectOneMail(user.email, /e-mail address was changed/);
    expect(alert.text).toContain("goes to the old address");
    // An Admin changing it needs no password of the owner's; the old address is told who did.
    const adminUser = await createUser(t, "Admin");
    const admin = await login(t, adminUser.username);
    expect((await patch({ email: "third@example.com" }, admin)).status).toBe(200);
    expect((await expectOneMail("new.address@example.com", /e-mail address was changed/)).text).toContain(`${adminUser.name} changed the e-mail address`);
  });
});
