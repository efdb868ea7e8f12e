import type { Context } from "hono";
import type { ReminderDetail } from "../contract/booking-reminders";
import { type BuyerPasskeyEvent, buyerPasskeyMail, passkeyChangeUntil } from "../contract/buyer-passkeys";
import type { AccountAlert } from "../contract/account-alerts";
import { outbox } from "../db/schema/index";
import type { AppEnv } from "../env";
import { buyerOf } from "./buyer-access";
import { fail } from "./errors";

/** A buyer's WebAuthn user handle: 16 bytes of SHA-256 of their address, never an id a staff passkey could have. */
export async function buyerUserId(email: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array((await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`uday-buyer:${email}`))).slice(0, 16));
}

/**
 * Adding or removing a passkey needs a session begun by an e-mailed code within the last 15 minutes
 * (docs/decisions.md "Buyer passkeys"): a stolen session cookie, or a passkey sign-in, cannot plant
 * or swap a lasting way in.
 */
export function assertFreshBuyer(c: Context<AppEnv>) {
  if (!passkeyChangeUntil(c.var.buyer!, c.var.now()))
    fail(403, "To add or remove a passkey, sign in again with a code we e-mail you, then try within 15 minutes.");
}

/**
 * The outbox row of a passkey alert, for the batch of the change: the finished e-mail in the buyer's
 * language, to their own address (as a payment reminder's row keeps it; no secret is in it). The
 * statement comes wrapped: an async function returning drizzle's thenable query would run it.
 */
export async function buyerPasskeyAlertRow(c: Context<AppEnv>, email: string, event: BuyerPasskeyEvent, passkey: string) {
  const { db } = c.var;
  const now = c.var.now();
  const buyer = (await buyerOf(db, email)) ?? { name: email, language: "en" as const };
  const mail = buyerPasskeyMail(event, buyer.language, { name: buyer.name, passkey, at: now.toISOString(), userAgent: c.req.header("User-Agent") ?? null });
  const detail: ReminderDetail = { to: email, ...mail };
  return {
    insert: db
      .insert(outbox)
      .values({ messageId: null, event, userId: null, detail: detail as unknown as AccountAlert, nextAttemptAt: now.toISOString() })
      .returning({ id: outbox.id }),
  };
}
