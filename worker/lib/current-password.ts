import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/index";
import { fail } from "./errors";
import { verifyPassword } from "./passwords";
import { release, reserveOrThrottle, type ThrottleRule } from "./throttle";

/** Wrong current passwords per account: a stolen session cannot guess its way to a takeover. */
export const CURRENT_PASSWORD_RULE: ThrottleRule = { max: 5, windowMs: 15 * 60_000 };

const REQUIRED = "Current password is required";
const WRONG = "Current password is incorrect";

/**
 * Changing one's own password proves knowledge of the current one (a borrowed, unlocked screen
 * must not be enough to lock the owner out). 422 with an issue on `currentPassword` when it is
 * missing or wrong; attempts are reserved before hashing, like sign-in, and answer 429 past the rule.
 */
export async function assertCurrentPassword(db: Db, userId: number, given: string | undefined, now: Date) {
  if (!given) fail(422, REQUIRED, { currentPassword: [REQUIRED] });
  const limits = [{ key: `current-password:${userId}`, rule: CURRENT_PASSWORD_RULE }];
  const attempt = await reserveOrThrottle(db, limits, now, "Too many wrong passwords. Please wait and try again.");
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(given, row.hash))) fail(422, WRONG, { currentPassword: [WRONG] });
  await release(db, attempt);
}
