import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { BuyerLanguage } from "../contract/bookings";
import { bengaliDigits } from "../contract/local-formats";
import type { Db } from "../db/client";
import { bookingBuyers, buyerCodes } from "../db/schema/index";
import type { AppEnv } from "../env";
import { codeHash, ENROL_CODE_MS, MAX_TRIES, SEND_RULE, sixDigitCode } from "./enrol-code";
import { fail } from "./errors";
import { headerSafe } from "./header-safe";
import { clientIp, release, reserveOrThrottle, type ThrottleRule } from "./throttle";

/**
 * The buyer portal's sign-in code (issue 46; docs/decisions.md "Buyer portal sign-in"): the staff
 * enrolment code's rules (lib/enrol-code.ts) for an e-mail address on `booking_buyers`. Six digits,
 * stored hashed, valid 10 minutes, used once, void after 5 wrong tries, at most 3 sent per address
 * in 15 minutes, and every address's requests counted per client address too.
 */
export const BUYER_CODE_MS = ENROL_CODE_MS;
/** Sign-in codes asked for, and codes tried, from one client address (IPv4, IPv6 /64) in 15 minutes. */
export const BUYER_IP_RULE: ThrottleRule = { max: 20, windowMs: 15 * 60_000 };
export const BUYER_CODE_WRONG = "That code is not right, or it has expired. Ask for a new code and try again.";
const TOO_MANY = "Too many codes asked for. Please wait a few minutes and try again.";

/** An address as the portal keys it: trimmed and lower-cased (buyers' addresses are matched without case). */
export const buyerEmail = (email: string) => email.trim().toLowerCase();

/** The language of the address's most recent booking's buyer entry, or null when no booking names it. */
export async function buyerOf(db: Db, email: string): Promise<{ name: string; language: BuyerLanguage } | null> {
  const [row] = await db
    .select({ name: bookingBuyers.name, language: bookingBuyers.language })
    .from(bookingBuyers)
    .where(eq(sql`lower(${bookingBuyers.email})`, email))
    .orderBy(sql`${bookingBuyers.id} desc`)
    .limit(1);
  return row ?? null;
}

/** The e-mail with the code, in the buyer's language. */
function codeMail(name: string, code: string, language: BuyerLanguage) {
  if (language === "bn")
    return {
      subject: "UDAY: আপনার সাইন-ইন কোড",
      text: [`প্রিয় ${name},`, "", `UDAY ক্রেতা পোর্টালে সাইন ইন করার কোড ${bengaliDigits(code)}। এটি একবারই, ১০ মিনিটের জন্য কাজ করবে।`, "", "আপনি সাইন ইন করতে না চাইলে এই ই-মেইলটি উপেক্ষা করুন; কাউকে এই কোড জানাবেন না।"].join("\n"),
    };
  return {
    subject: "UDAY: your sign-in code",
    text: [`Dear ${name},`, "", `Your code to sign in to the UDAY buyer portal is ${code}. It works once, for 10 minutes.`, "", "If you did not ask to sign in, ignore this e-mail; do not share the code with anyone."].join("\n"),
  };
}

/**
 * POST /my/sign-in: counts the request (per client address and per address asked about, whoever it
 * is, so neither the answer nor a 429 tells a buyer's address from another), then, for a buyer's
 * address, replaces any earlier code and e-mails the new one after the answer is sent.
 */
export async function sendBuyerCode(c: Context<AppEnv>, rawEmail: string): Promise<void> {
  const { db, mail } = c.var;
  const now = c.var.now();
  const email = buyerEmail(rawEmail);
  // Asked of every address alike, before looking the address up: no answer differs by who it is.
  if (!mail.mailer || !mail.from) fail(503, "E-mail is not set up on this site, so no code can be sent. Please call us instead.");
  await reserveOrThrottle(
    db,
    [
      { key: `buyer-code-ip:${clientIp(c.req)}`, rule: BUYER_IP_RULE },
      { key: `buyer-code:${email}`, rule: SEND_RULE },
    ],
    now,
    TOO_MANY,
  );
  const buyer = await buyerOf(db, email);
  if (!buyer) return;
  const code = sixDigitCode();
  const row = { codeHash: await codeHash(`buyer:${email}`, code), expiresAt: new Date(now.getTime() + BUYER_CODE_MS).toISOString(), attempts: 0, createdAt: now.toISOString() };
  await db.insert(buyerCodes).values({ email, ...row }).onConflictDoUpdate({ target: buyerCodes.email, set: row });
  const { subject, text } = codeMail(buyer.name, code, buyer.language);
  // Sent after the answer, never kept in the outbox (whose rows keep a mail's text): the code is at
  // rest only as its hash, and the answer takes as long for a buyer as for anyone else.
  const send = mail.mailer.send({ from: mail.from, to: email, subject: headerSafe(subject), text }).catch((err: Error) => console.error("buyer code:", err.message));
  try {
    c.executionCtx.waitUntil(send);
  } catch {
    void send;
  }
}

/** True, once, for the address's unexpired code with fewer than 5 wrong tries; a wrong one counts a try. */
export async function useBuyerCode(c: Context<AppEnv>, rawEmail: string, code: string): Promise<boolean> {
  const { db } = c.var;
  const now = c.var.now();
  const email = buyerEmail(rawEmail);
  // Guesses from one client address are capped across addresses too.
  const attempt = await reserveOrThrottle(db, [{ key: `buyer-verify-ip:${clientIp(c.req)}`, rule: BUYER_IP_RULE }], now, "Too many tries. Please wait a few minutes and try again.");
  const used = await db
    .delete(buyerCodes)
    .where(
      and(
        eq(buyerCodes.email, email),
        eq(buyerCodes.codeHash, await codeHash(`buyer:${email}`, code)),
        gt(buyerCodes.expiresAt, now.toISOString()),
        lt(buyerCodes.attempts, MAX_TRIES),
      ),
    )
    .returning({ email: buyerCodes.email });
  // A right code is no guess: it does not count against the client address.
  if (used.length) {
    await release(db, attempt);
    return true;
  }
  await db.update(buyerCodes).set({ attempts: sql`${buyerCodes.attempts} + 1` }).where(eq(buyerCodes.email, email));
  return false;
}
