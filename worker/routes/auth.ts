import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { loginBody } from "../contract/auth";
import { users } from "../db/schema/index";
import type { AppEnv } from "../env";
import { readJson } from "../lib/json-body";
import { signSessionToken } from "../lib/jwt";
import { DUMMY_HASH, verifyPassword } from "../lib/passwords";
import { createSession, revokeSession, SESSION_ABSOLUTE_MS } from "../lib/sessions";
import { deviceNonce, setDeviceCookie } from "../lib/device-cookie";
import { clientIp, LOGIN_DEVICE_RULE, LOGIN_IP_RULE, LOGIN_USER_RULE, type Limit, release, reserveOrThrottle } from "../lib/throttle";
import { publicUserColumns } from "../lib/users";
import { fail } from "../lib/errors";
import { clearSessionCookie, setSessionCookie } from "../middleware/session";

export const auth = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const { username, password } = await readJson(c, loginBody);
    const { db } = c.var;
    const now = c.var.now();
    const name = username.toLowerCase();
    // A browser holding this user's device cookie has its own counter; every other client shares
    // the username's counter (and its IP's), so guesses are capped whatever the IPs while the
    // owner's own browser still gets in. The attempt is recorded before the password is hashed.
    const device = await deviceNonce(c, name);
    const limits: Limit[] = device
      ? [{ key: `login-device:${device}`, rule: LOGIN_DEVICE_RULE }]
      : [
          { key: `login-user:${name}`, rule: LOGIN_USER_RULE },
          { key: `login-ip:${clientIp(c.req)}`, rule: LOGIN_IP_RULE },
        ];
    const attempt = await reserveOrThrottle(db, limits, now, "Too many failed sign-in attempts. Please wait and try again.");

    const [found] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(sql`lower(${users.username})`, name))
      .limit(1);
    // Unknown users cost a full hash too, so timing does not reveal which usernames exist.
    const ok = await verifyPassword(password, found?.passwordHash ?? DUMMY_HASH);
    // A failure stays recorded: the reserved event is the failure.
    if (!found || !ok) fail(401, "Invalid username or password.");
    // A success is no failure. (The browser gets a fresh device cookie below: a new counter.)
    await release(db, attempt);
    const sid = await createSession(db, found.id, now);
    const token = await signSessionToken(c.var.config.jwtSecret, {
      sub: String(found.id),
      sid,
      now,
      ttlSeconds: SESSION_ABSOLUTE_MS / 1000,
    });
    setSessionCookie(c, token);
    await setDeviceCookie(c, name);
    const [profile] = await db.select(publicUserColumns).from(users).where(eq(users.id, found.id));
    c.header("Cache-Control", "no-store");
    return c.json({ isAuthenticated: true, user: profile! });
  })
  .get("/check-auth", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ isAuthenticated: c.var.user !== null });
  })
  .post("/logout", async (c) => {
    if (c.var.user) await revokeSession(c.var.db, c.var.user.sessionId, c.var.now());
    clearSessionCookie(c);
    c.header("Cache-Control", "no-store");
    return c.json({ isAuthenticated: false });
  });
