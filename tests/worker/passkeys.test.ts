import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeys } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { createUser, login, PASSWORD } from "../helpers/auth";

// The ceremonies themselves need an authenticator: tests/e2e/dashboard-passkeys.test.ts drives Chromium's virtual one.
const post = (path: string, body: unknown, cookie = "") => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
  body: JSON.stringify(body),
});
const fakeAssertion = (id: string) => ({ response: { id, rawId: id, type: "public-key", response: {}, clientExtensionResults: {} } });

describe("passkeys", () => {
  let t: TestApp;
  const clock = new Date("2026-11-22T08:00:00Z");
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const challengeCookie = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.startsWith("webauthn=")) ?? "";

  it("offers discoverable, user-verified creation options for the signed-in user only", async () => {
    expect((await t.request("/api/auth/passkeys/register/options", post("/", {}))).status).toBe(401);
    const user = await createUser(t, "Manager");
    const cookie = await login(t, user.username);
    const res = await t.request("/api/auth/passkeys/register/options", post("/", { password: PASSWORD }, cookie));
    expect(res.status).toBe(200);
    const options = await res.json();
    expect(options.rp.id).toBe("localhost");
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(challengeCookie(res)).not.toBe("");
    expect(await (await t.request("/api/auth/passkeys", { headers: { Cookie: cookie } })).json()).toEqual([]);
  });

  it("refuses a registration without its challenge and writes nothing", async () => {
    const user = await createUser(t, "Manager");
    const cookie = await login(t, user.username);
    const res = await t.request("/api/auth/passkeys/register", post("/", { name: "Laptop", ...fakeAssertion("abc") }, cookie));
    expect(res.status).toBe(400);
    expect(await t.db.select().from(passkeys)).toEqual([]);
  });

  it("refuses an unknown or forged passkey, and its failures never lock the username", async () => {
    const user = await createUser(t, "Manager");
    for (let i = 0; i < 8; i++) {
      const options = await t.request("/api/auth/passkeys/login/options", { method: "POST" });
      const res = await t.request("/api/auth/passkeys/login", post("/", fakeAssertion(`nope${i}`), challengeCookie(options)));
      expect(res.status).toBe(401);
    }
    // Without a challenge cookie: expired.
    expect((await t.request("/api/auth/passkeys/login", post("/", fakeAssertion("x")))).status).toBe(401);
    // The owner's password still works: passkey failures count per address, not per username.
    const ok = await t.request("/api/auth/login", post("/", { username: user.username, password: PASSWORD }));
    expect(ok.status).toBe(200);
  });
});
