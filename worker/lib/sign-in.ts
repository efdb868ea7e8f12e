import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { users } from "../db/schema/index";
import type { AppEnv } from "../env";
import { deviceNonce, setDeviceCookie } from "./device-cookie";
import { signSessionToken } from "./jwt";
import { createSession, SESSION_ABSOLUTE_MS, sessionClient } from "./sessions";
import { clientIp, LOGIN_DEVICE_RULE, LOGIN_IP_RULE, LOGIN_USER_RULE, type Limit } from "./throttle";
import { publicUserColumns } from "./users";
import { setSessionCookie } from "../middleware/session";
import { clearPendingCookie } from "./pending-sign-in";
import { accountAlertRow, insertedIds, sendAfterAnswer } from "./outbox";

/**
 * The sign-in throttle's counters for an attempt on `name` (a password, or a second-factor code):
 * a browser holding this user's device cookie has its own counter; every other client shares the
 * username's counter (and its IP's), so guesses are capped whatever the IPs while the owner's own
 * browser still gets in.
 */
export async function signInLimits(c: Context<AppEnv>, name: string): Promise<Limit[]> {
  const device = await deviceNonce(c, name);
  return device
    ? [{ key: `login-device:${device}`, rule: LOGIN_DEVICE_RULE }]
    : [
        { key: `login-user:${name}`, rule: LOGIN_USER_RULE },
        { key: `login-ip:${clientIp(c.req)}`, rule: LOGIN_IP_RULE },
      ];
}

/**
 * Every factor checked: the session starts, with its cookie and a fresh device cookie; answers the
 * profile. A browser without this account's device cookie is one the account has not used (or has
 * cleared): the owner is told by e-mail, unless this is the account's first sign-in ever.
 */
export async function startSession(c: Context<AppEnv>, userId: number) {
  const { db } = c.var;
  const now = c.var.now();
  const [before] = await db.select({ username: users.username, lastLogin: users.lastLogin }).from(users).where(eq(users.id, userId));
  if (before?.lastLogin && !(await deviceNonce(c, before.username.toLowerCase()))) {
    sendAfterAnswer(c, insertedIds([await accountAlertRow(c, userId, "new-browser")], [0]));
  }
  const sid = await createSession(db, userId, now, sessionClient(c.req));
  const token = await signSessionToken(c.var.config.jwtSecret, { sub: String(userId), sid, now, ttlSeconds: SESSION_ABSOLUTE_MS / 1000 });
  setSessionCookie(c, token);
  clearPendingCookie(c);
  const [profile] = await db.select(publicUserColumns).from(users).where(eq(users.id, userId));
  await setDeviceCookie(c, profile!.username.toLowerCase());
  c.header("Cache-Control", "no-store");
  return { isAuthenticated: true as const, user: profile! };
}
