import { isNotNull, lte, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions } from "../db/schema/index";
import { SESSION_IDLE_MS } from "./sessions";
import { pruneEvents } from "./throttle";

export type HousekeepingResult = { sessions: number; throttleEvents: number };

/**
 * The cron's database chores: sessions that can never be used again (expired, idle past the limit,
 * revoked) and throttle events past every window are deleted, so neither table grows forever.
 */
export async function housekeeping(db: Db, now: Date): Promise<HousekeepingResult> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const [dead, events] = await db.batch([
    db
      .delete(sessions)
      .where(or(lte(sessions.expiresAt, now.toISOString()), lte(sessions.lastSeenAt, idleSince), isNotNull(sessions.revokedAt))),
    pruneEvents(db, now),
  ]);
  return { sessions: dead.rowsAffected, throttleEvents: events.rowsAffected };
}
