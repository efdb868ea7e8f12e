import { isNotNull, lte, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailCodes, sessions, webauthnChallenges } from "../db/schema/index";
import { SESSION_IDLE_MS } from "./sessions";
import { pruneEvents } from "./throttle";

export type HousekeepingResult = { sessions: number; throttleEvents: number; codes: number };

/**
 * The cron's database chores: sessions that can never be used again (expired, idle past the limit,
 * revoked), throttle events past every window, and passkey challenges and e-mailed codes past their
 * time are deleted, so no table grows forever.
 */
export async function housekeeping(db: Db, now: Date): Promise<HousekeepingResult> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const at = now.toISOString();
  const [dead, events, challenges, codes] = await db.batch([
    db
      .delete(sessions)
      .where(or(lte(sessions.expiresAt, now.toISOString()), lte(sessions.lastSeenAt, idleSince), isNotNull(sessions.revokedAt))),
    pruneEvents(db, now),
    db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, at)),
    db.delete(emailCodes).where(lte(emailCodes.expiresAt, at)),
  ]);
  return { sessions: dead.rowsAffected, throttleEvents: events.rowsAffected, codes: challenges.rowsAffected + codes.rowsAffected };
}
