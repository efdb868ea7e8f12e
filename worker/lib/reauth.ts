import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { users } from "../db/schema/index";
import type { AppEnv } from "../env";
import { fail } from "./errors";
import { verifyPassword } from "./passwords";
import { signInLimits } from "./sign-in";
import { release, reserveOrThrottle } from "./throttle";

export const REAUTH_REQUIRED = "Enter your current password to change how you sign in.";
export const REAUTH_WRONG = "That password is not right. Nothing was changed.";

/**
 * Re-authentication (ASVS 5.0 V7.5.1; docs/decisions.md "Re-authentication and account alerts"):
 * a change to how an account signs in (a passkey added or removed, TOTP set up, enabled or turned
 * off, new recovery codes) needs the account's current password in the same request, so a borrowed
 * or stolen session cannot plant a way back in. 403 without it or with a wrong one, before anything
 * changes. The attempt counts in the sign-in throttle, on the same counters as a wrong password at
 * the login form (lib/sign-in.ts), so a stolen session cannot guess either: past them, 429.
 */
export async function assertReauth(c: Context<AppEnv>, userId: number, password: string | undefined, field = "password") {
  if (!password) fail(403, REAUTH_REQUIRED, { [field]: [REAUTH_REQUIRED] });
  const { db } = c.var;
  const [row] = await db.select({ hash: users.passwordHash, username: users.username }).from(users).where(eq(users.id, userId));
  if (!row) fail(401, "Please log in to continue.");
  const attempt = await reserveOrThrottle(db, await signInLimits(c, row.username.toLowerCase()), c.var.now(), "Too many failed sign-in attempts. Please wait and try again.");
  if (!(await verifyPassword(password, row.hash))) fail(403, REAUTH_WRONG, { [field]: [REAUTH_WRONG] });
  await release(db, attempt);
}
