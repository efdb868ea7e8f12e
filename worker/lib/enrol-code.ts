import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/client";
import { emailCodes, users } from "../db/schema/index";
import type { AppEnv } from "../env";
import { fail } from "./errors";
import { reserveOrThrottle, type ThrottleRule } from "./throttle";

/**
 * The mailbox proof of a must-enrol user's first second factor (issue 41; docs/decisions.md
 * "Re-authentication and account alerts"): whoever has only the password cannot enrol their own
 * authenticator and lock the owner out; they would also need the owner's mail. Six digits, valid
 * 10 minutes, used once, 5 wrong tries void it, at most 3 sent per account in 15 minutes.
 */
export const ENROL_CODE_MS = 10 * 60_000;
export const MAX_TRIES = 5;
export const SEND_RULE: ThrottleRule = { max: 3, windowMs: 15 * 60_000 };
export const ENROL_CODE_WRONG = "That e-mailed code is not right, or it has expired. Send a new one and try again.";

/** An e-mailed code as stored: SHA-256 of its purpose and owner (`scope`) and the code, never the code itself. */
export const codeHash = async (scope: string, code: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${scope}:${code.trim()}`)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
const hashOf = (userId: number, code: string) => codeHash(`enrol:${userId}`, code);

/** Six random digits, "000000" to "999999". */
export const sixDigitCode = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, "0");

/** "r***@example.com": enough for the owner to know which mailbox to look in. */
export const maskAddress = (email: string) => email.replace(/^(.)[^@]*/, (_, first: string) => `${first}***`);

/** Makes a new code (replacing any earlier one) and e-mails it to the account's own address now. */
export async function sendEnrolCode(c: Context<AppEnv>, userId: number): Promise<string> {
  const { db, mail } = c.var;
  const now = c.var.now();
  const [account] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!account?.email) fail(409, "Your account has no e-mail address. Ask an Admin to add one, then sign in again.");
  if (!mail.mailer || !mail.from) fail(503, "E-mail is not set up on this site, so the code cannot be sent. Ask an Admin.");
  await reserveOrThrottle(db, [{ key: `enrol-code:${userId}`, rule: SEND_RULE }], now, "Too many codes sent. Please wait a few minutes and try again.");
  const code = sixDigitCode();
  const row = { codeHash: await hashOf(userId, code), expiresAt: new Date(now.getTime() + ENROL_CODE_MS).toISOString(), attempts: 0, createdAt: now.toISOString() };
  await db.insert(emailCodes).values({ userId, ...row }).onConflictDoUpdate({ target: emailCodes.userId, set: row });
  // Sent at once, never kept in the outbox: the code lives 10 minutes and is stored only as a hash.
  await mail.mailer
    .send({
      from: mail.from,
      to: account.email,
      subject: "UDAY account: your set-up code",
      text: [
        `Hello ${account.name},`,
        "",
        `Your code to set up two-step sign-in is ${code}. It works once, for 10 minutes.`,
        "",
        "If you are not setting up two-step sign-in right now, someone else knows your password: do not share this code, and tell a Super-Admin at once.",
      ].join("\n"),
    })
    .catch(() => fail(503, "The code could not be sent. Please try again in a minute."));
  return maskAddress(account.email);
}

/** True, once, for the account's unexpired code; a wrong one counts a try. */
export async function useEnrolCode(db: Db, userId: number, code: string | undefined, now: Date): Promise<boolean> {
  if (!code) return false;
  const at = now.toISOString();
  const used = await db
    .delete(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.codeHash, await hashOf(userId, code)), gt(emailCodes.expiresAt, at), lt(emailCodes.attempts, MAX_TRIES)))
    .returning({ userId: emailCodes.userId });
  if (used.length) return true;
  await db.update(emailCodes).set({ attempts: sql`${emailCodes.attempts} + 1` }).where(eq(emailCodes.userId, userId));
  return false;
}
