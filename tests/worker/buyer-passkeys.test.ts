import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { passkeys } from "../../worker/db/schema/index";
import { buyerPasskeys } from "../../worker/db/schema/buyer-passkeys";
import { PASSWORD } from "../helpers/auth";
import { bookingsApp, type BookingsApp } from "../helpers/bookings";
import { recordingMailer, withSalesAddress } from "../helpers/mailer";
import { softwarePasskey } from "../helpers/software-passkey";

/**
 * Buyers' passkeys (docs/product.md §11 "Buyer passkeys"; docs/decisions.md "Buyer passkeys"), through
 * the API on real libSQL with a software authenticator. As in buyer-portal.test.ts, each test starts
 * 16 minutes after the one before (past the throttles' windows and the 15-minute freshness rule).
 */
describe("buyer passkeys", () => {
  let a: BookingsApp;
  let clock = new Date("2026-04-01T06:00:00.000Z");
  const mail = recordingMailer();
  const karim = { name: "Karim Ahmed", phone: "01811223344", email: "Karim.Ahmed@Example.com", address: "Road 9, Uttara, Dhaka", nationalId: "AB1234567", language: "bn" };
  let ipCounter = 0;

  beforeAll(async () => {
    a = await bookingsApp({ clock: () => clock, mailer: mail.mailer });
    await withSalesAddress(a.t);
    await a.book(0);
    await a.book(1, 0, "2026-01-10", { buyers: [karim] });
  });
  afterAll(() => a.t.close());
  beforeEach(() => {
    clock = new Date(clock.getTime() + 16 * 60_000);
  });

  const newIp = () => `198.51.100.${++ipCounter}`;
  const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.startsWith(`${name}=`)) ?? "";
  const send = (method: string, path: string, { body, cookie = "", ip = newIp() }: { body?: unknown; cookie?: string; ip?: string } = {}) =>
    a.t.request(`/api${path}`, {
      method,
      headers: { "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const mailsTo = (to: string, subject: RegExp) => mail.sent.filter((m) => m.to === to && subject.test(m.subject));

  /** Signs in with an e-mailed code; the buyer session cookie. */
  async function signIn(email: string): Promise<string> {
    const ip = newIp();
    const before = mail.sent.length;
    expect((await send("POST", "/my/sign-in", { body: { email }, ip })).status).toBe(202);
    await vi.waitFor(() => expect(mail.sent.length).toBe(before + 1));
    const code = /(?<![0-9০-৯])([0-9০-৯]{6})(?![0-9০-৯])/.exec(mail.sent.at(-1)!.text)![1]!;
    const res = await send("POST", "/my/verify", { body: { email, code }, ip });
    expect(res.status).toBe(200);
    return cookieOf(res, "buyer-session");
  }

  /** Registers a software passkey (a new one, or `key` again) for the signed-in buyer; the authenticator and the answer. */
  async function register(cookie: string, name = "Phone", existing?: Awaited<ReturnType<typeof softwarePasskey>>) {
    const key = existing ?? (await softwarePasskey());
    const options = await send("POST", "/my/passkeys/register/options", { cookie });
    expect(options.status).toBe(200);
    const answer = await key.register(await options.json());
    const res = await send("POST", "/my/passkeys/register", { body: { name, response: answer }, cookie: `${cookie}; ${cookieOf(options, "buyer-webauthn")}` });
    return { key, res };
  }

  /** Signs in with a passkey at `base` ("/my/passkeys" or "/auth/passkeys"); the answer. */
  async function passkeySignIn(key: Awaited<ReturnType<typeof softwarePasskey>>, base = "/my/passkeys", ip = newIp()) {
    const options = await send("POST", `${base}/login/options`, { ip });
    expect(options.status).toBe(200);
    const challenge = cookieOf(options, base === "/my/passkeys" ? "buyer-webauthn" : "webauthn");
    return send("POST", `${base}/login`, { body: { response: await key.assert(await options.json()) }, cookie: challenge, ip });
  }

  it("registers a passkey in a fresh session, signs the buyer in with it, and mails the buyer once", async () => {
    const cookie = await signIn("rahim@example.com");
    const list = await send("GET", "/my/passkeys", { cookie });
    expect(await list.json()).toEqual({ passkeys: [], changeUntil: new Date(clock.getTime() + 15 * 60_000).toISOString() });

    const { key, res } = await register(cookie, "Rahim's phone");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: key.id, name: "Rahim's phone", lastUsedAt: null });
    await vi.waitFor(() => expect(mailsTo("rahim@example.com", /passkey was added/)).toHaveLength(1));
    expect(mailsTo("rahim@example.com", /passkey was added/)[0]!.text).toContain('A passkey named "Rahim\'s phone" was added');

    const signedIn = await passkeySignIn(key);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ isAuthenticated: true });
    const session = cookieOf(signedIn, "buyer-session");
    const bookings = await send("GET", "/my/bookings", { cookie: session });
    expect(bookings.status).toBe(200);
    expect(await bookings.json()).toHaveLength(1);
    const [row] = await a.t.db.select().from(buyerPasskeys);
    expect(row).toMatchObject({ email: "rahim@example.com", lastUsedAt: clock.toISOString() });
    // The same credential again: refused, nothing written.
    expect((await register(cookie, "Again", key)).res.status).toBe(409);
    expect(await a.t.db.select().from(buyerPasskeys)).toHaveLength(1);
    // Still one alert: signing in, or a refused addition, tells nobody.
    expect(mailsTo("rahim@example.com", /passkey/)).toHaveLength(1);
  });

  it("refuses to add or remove a passkey in a stale session, or one begun by a passkey", async () => {
    const cookie = await signIn("rahim@example.com");
    clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
    expect(await (await send("GET", "/my/passkeys", { cookie })).json()).toMatchObject({ changeUntil: null });
    expect((await send("POST", "/my/passkeys/register/options", { cookie })).status).toBe(403);

    // A fresh session registers; one begun by that passkey may not change passkeys, even at once.
    const fresh = await signIn("rahim@example.com");
    const { key, res } = await register(fresh);
    expect(res.status).toBe(200);
    const byPasskey = cookieOf(await passkeySignIn(key), "buyer-session");
    expect((await send("POST", "/my/passkeys/register/options", { cookie: byPasskey })).status).toBe(403);
    expect((await send("DELETE", `/my/passkeys/${key.id}`, { cookie: byPasskey })).status).toBe(403);
    expect((await send("DELETE", `/my/passkeys/${key.id}`, { cookie })).status).toBe(403);
    expect(await a.t.db.select({ id: buyerPasskeys.id }).from(buyerPasskeys)).toContainEqual({ id: key.id });
  });

  it("refuses a wrong or unknown passkey with 401", async () => {
    // Unknown: never registered.
    expect((await passkeySignIn(await softwarePasskey())).status).toBe(401);
    // Wrong: a registered credential's id, signed by another key.
    const cookie = await signIn("rahim@example.com");
    const { key } = await register(cookie);
    const impostor = await softwarePasskey();
    const options = await send("POST", "/my/passkeys/login/options");
    const forged = { ...(await impostor.assert(await options.json())), id: key.id, rawId: key.id };
    const res = await send("POST", "/my/passkeys/login", { body: { response: forged }, cookie: cookieOf(options, "buyer-webauthn") });
    expect(res.status).toBe(401);
    expect(cookieOf(res, "buyer-session")).toBe("");
    // Without the challenge cookie: expired.
    expect((await send("POST", "/my/passkeys/login", { body: { response: forged } })).status).toBe(401);
  });

  it("lists only the buyer's own passkeys, deletes only their own, and mails the removal once, in their language", async () => {
    const rahim = await signIn("rahim@example.com");
    const karimCookie = await signIn("karim.ahmed@example.com");
    const { key: karimKey } = await register(karimCookie, "কারিমের ফোন");
    const karimList = (await (await send("GET", "/my/passkeys", { cookie: karimCookie })).json()) as { passkeys: { id: string }[] };
    expect(karimList.passkeys.map((p) => p.id)).toEqual([karimKey.id]);
    const rahimList = (await (await send("GET", "/my/passkeys", { cookie: rahim })).json()) as { passkeys: { id: string }[] };
    expect(rahimList.passkeys.map((p) => p.id)).not.toContain(karimKey.id);
    await vi.waitFor(() => expect(mailsTo("karim.ahmed@example.com", /পাসকি যোগ/)).toHaveLength(1));

    // Rahim cannot remove Karim's: 404, and it stays.
    expect((await send("DELETE", `/my/passkeys/${karimKey.id}`, { cookie: rahim })).status).toBe(404);
    const removed = await send("DELETE", `/my/passkeys/${karimKey.id}`, { cookie: karimCookie });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ deleted: karimKey.id });
    expect((await send("DELETE", `/my/passkeys/${karimKey.id}`, { cookie: karimCookie })).status).toBe(404);
    await vi.waitFor(() => expect(mailsTo("karim.ahmed@example.com", /পাসকি সরানো/)).toHaveLength(1));
    expect(mailsTo("karim.ahmed@example.com", /পাসকি সরানো/)[0]!.text).toContain('"কারিমের ফোন"');
    // A removed passkey signs nobody in.
    expect((await passkeySignIn(karimKey)).status).toBe(401);
  });

  it("takes no staff session on the buyer's routes and no buyer session on the staff's", async () => {
    const staff = a.cookie["Manager"]!;
    for (const [method, path] of [
      ["GET", "/my/passkeys"],
      ["POST", "/my/passkeys/register/options"],
      ["DELETE", "/my/passkeys/abc"],
    ] as const)
      expect((await send(method, path, { cookie: staff })).status, `${method} ${path}`).toBe(401);
    const buyer = await signIn("rahim@example.com");
    expect((await send("GET", "/auth/passkeys", { cookie: buyer })).status).toBe(401);
    expect((await send("POST", "/auth/passkeys/register/options", { body: { password: PASSWORD }, cookie: buyer })).status).toBe(401);
  });

  it("never signs a buyer in with a staff passkey, nor staff with a buyer's", async () => {
    // A staff passkey, registered through the staff routes.
    const staffKey = await softwarePasskey();
    const staff = a.cookie["Admin"]!;
    const options = await send("POST", "/auth/passkeys/register/options", { body: { password: PASSWORD }, cookie: staff });
    expect(options.status).toBe(200);
    const registered = await send("POST", "/auth/passkeys/register", {
      body: { name: "Office laptop", response: await staffKey.register(await options.json()) },
      cookie: `${staff}; ${cookieOf(options, "webauthn")}`,
    });
    expect(registered.status).toBe(200);
    expect((await passkeySignIn(staffKey, "/auth/passkeys")).status).toBe(200);
    expect((await passkeySignIn(staffKey, "/my/passkeys")).status).toBe(401);

    const { key: buyerKey } = await register(await signIn("rahim@example.com"));
    expect((await passkeySignIn(buyerKey, "/auth/passkeys")).status).toBe(401);
    expect((await passkeySignIn(buyerKey, "/my/passkeys")).status).toBe(200);
    // A staff ceremony's challenge is no buyer's: the staff options' cookie does not reach /my.
    const staffOptions = await send("POST", "/auth/passkeys/login/options");
    const crossed = await send("POST", "/my/passkeys/login", {
      body: { response: await buyerKey.assert(await staffOptions.json()) },
      cookie: cookieOf(staffOptions, "webauthn").replace(/^webauthn=/, "buyer-webauthn="),
    });
    expect(crossed.status).toBe(401);
    expect(await a.t.db.select({ id: passkeys.id }).from(passkeys)).not.toContainEqual({ id: buyerKey.id });
  });

  it("throttles failed passkey sign-ins per client address", async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await passkeySignIn(await softwarePasskey(), "/my/passkeys", ip)).status).toBe(401);
    expect((await passkeySignIn(await softwarePasskey(), "/my/passkeys", ip)).status).toBe(429);
    expect((await passkeySignIn(await softwarePasskey(), "/my/passkeys", newIp())).status).toBe(401);
  });
});
