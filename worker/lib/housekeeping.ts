import { isNotNull, lte, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { buyerCodes, buyerSessions, emailCodes, sessions, spentChallenges, webauthnChallenges } from "../db/schema/index";
import { SESSION_IDLE_MS } from "./sessions";
import { pruneEvents } from "./throttle";
import { emptyOldTrash } from "./trash";

export type HousekeepingResult = { sessions: number; throttleEvents: number; codes: number; trash: number };

/**
 * The cron's database chores: sessions that can never be used again (expired, idle past the limit,
 * revoked), throttle events past every window, and passkey challenges and e-mailed codes past their
 * time, and spent proofs of work past their challenge's expiry, are deleted, so no table grows forever.
 * The Trash is emptied of entries older than 30 days (lib/trash.ts; docs/decisions.md "Trash"): their
 * files become the orphan sweep's.
 */
export async function housekeeping(db: Db, now: Date): Promise<HousekeepingResult> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const at = now.toISOString();
  const [dead, events, challenges, codes, spent, trashed, buyerDead, buyerCodesGone] = await db.batch([
    db
      .delete(sessions)
      .where(or(lte(sessions.expiresAt, now.toISOString()), lte(sessions.lastSeenAt, idleSince), isNotNull(sessions.revokedAt))),
    pruneEvents(db, now),
    db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, at)),
    db.delete(emailCodes).where(lte(emailCodes.expiresAt, at)),
    // A proof of work past its challenge's expiry is refused anyway (lib/proof-of-work.ts).
    db.delete(spentChallenges).where(lte(spentChallenges.expiresAt, at)),
    emptyOldTrash(db, now),
    // The buyer portal's own sessions and codes (lib/buyer-access.ts).
    db.delete(buyerSessions).where(or(lte(buyerSessions.expiresAt, at), isNotNull(buyerSessions.revokedAt))),
    db.delete(buyerCodes).where(lte(buyerCodes.expiresAt, at)),
  ]);
  return {
    sessions: dead.rowsAffected + buyerDead.rowsAffected,
    throttleEvents: events.rowsAffected,
    codes: challenges.rowsAffected + codes.rowsAffected + spent.rowsAffected + buyerCodesGone.rowsAffected,
    trash: trashed.rowsAffected,
  };
}
