import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_SECRET, type TestApp } from "../helpers/app";
import { createUser, login } from "../helpers/auth";

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
const key = (s: string) => new TextEncoder().encode(s);

describe("session tokens", () => {
  let t: TestApp;
  let userId = 0;
  let sid = "";
  let cookie = "";
  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t, "Super-Admin");
    userId = user.id;
    cookie = await login(t, user.username);
    const payload = JSON.parse(Buffer.from(cookie.split("=")[1]!.split(".")[1]!, "base64url").toString());
    sid = payload.jti;
  });
  afterAll(() => t.close());

  const authed = async (token: string) =>
    (await (await t.request("/api/auth/check-auth", { headers: { Cookie: `session=${token}` } })).json()).isAuthenticated;
  const now = () => Math.floor(Date.now() / 1000);

  it("accepts the genuine token", async () => {
    expect(await authed(cookie.split("=")[1]!)).toBe(true);
  });

  it("refuses a token signed with another key", async () => {
    const forged = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(String(userId)).setJti(sid).setIssuedAt().setExpirationTime("1h").sign(key("another-secret-another-secret-123"));
    expect(await authed(forged)).toBe(false);
  });

  it("refuses alg: none", async () => {
    const token = `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: String(userId), jti: sid, iat: now(), exp: now() + 3600 })}.`;
    expect(await authed(token)).toBe(false);
  });

  it("refuses HS512 even with the right key (algorithms are allow-listed)", async () => {
    const token = await new SignJWT({}).setProtectedHeader({ alg: "HS512" }).setSubject(String(userId)).setJti(sid).setIssuedAt().setExpirationTime("1h").sign(key(TEST_SECRET));
    expect(await authed(token)).toBe(false);
  });

  it("refuses a token without exp", async () => {
    const token = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(String(userId)).setJti(sid).setIssuedAt().sign(key(TEST_SECRET));
    expect(await authed(token)).toBe(false);
  });

  it("refuses an expired token", async () => {
    const token = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(String(userId)).setJti(sid).setIssuedAt(now() - 7200).setExpirationTime(now() - 60).sign(key(TEST_SECRET));
    expect(await authed(token)).toBe(false);
  });

  it("refuses a validly signed token whose session id does not exist or belongs to someone else", async () => {
    const unknown = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(String(userId)).setJti("made-up").setIssuedAt().setExpirationTime("1h").sign(key(TEST_SECRET));
    expect(await authed(unknown)).toBe(false);
    const other = await createUser(t, "Manager");
    const swapped = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(String(other.id)).setJti(sid).setIssuedAt().setExpirationTime("1h").sign(key(TEST_SECRET));
    expect(await authed(swapped)).toBe(false);
  });

  it("refuses a revoked session's token", async () => {
    const user = await createUser(t, "Manager");
    const c = await login(t, user.username);
    await t.request("/api/auth/logout", { method: "POST", headers: { Cookie: c } });
    expect(await authed(c.split("=")[1]!)).toBe(false);
  });

  it("refuses garbage", async () => {
    expect(await authed("not.a.jwt")).toBe(false);
    expect(await authed("")).toBe(false);
  });
});
