import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { loginBody } from "../contract/auth";
import { users } from "../db/schema/index";
import type { AppEnv } from "../env";
import { readJson } from "../lib/json-body";
import { signSessionToken } from "../lib/jwt";
import { DUMMY_HASH, verifyPassword } from "../lib/passwords";
import { createSession, revokeSession, SESSION_ABSOLUTE_MS } from "../lib/sessions";
import { clearEvents, clientIp, LOGIN_RULE, pruneEvents, recordEvents, retryAfter } from "../lib/throttle";
import { publicUserColumns } from "../lib/users";
import { fail } from "../lib/errors";
import { clearSessionCookie, setSessionCookie } from "../middleware/session";

export const auth = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const { username, password } = await readJson(c, loginBody);
    const { db } = c.var;
    const now = c.var.now();
    const keys = [`login-user:${username.toLowerCase()}`, `login-ip:${clientIp(c.req)}`];
    const wait = await retryAfter(db, keys, LOGIN_RULE, now);
    if (wait) fail(429, "Too many failed sign-in attempts. Please wait and try again.", undefined, { "Retry-After": String(wait) });

    const [found] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
      .limit(1);
    // Unknown users cost a full hash too, so timing does not reveal which usernames exist.
    const ok = await verifyPassword(password, found?.passwordHash ?? DUMMY_HASH);
    if (!found || !ok) {
      await db.batch([recordEvents(db, keys, now), pruneEvents(db, now)]);
      fail(401, "Invalid username or password.");
    }
    await clearEvents(db, [keys[0]!]);
    const sid = await createSession(db, found.id, now);
    const token = await signSessionToken(c.var.config.jwtSecret, {
      sub: String(found.id),
      sid,
      now,
      ttlSeconds: SESSION_ABSOLUTE_MS / 1000,
    });
    setSessionCookie(c, token);
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
