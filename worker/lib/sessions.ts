import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema/index";
import { newSessionId } from "./ids";
import type { SessionUser } from "./session-user";

/** A staff session ends after 4 idle hours or 12 hours in all, whichever comes first. */
export const SESSION_IDLE_MS = 4 * 3_600_000;
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
/** lastSeenAt is written at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(db: Db, userId: number, now: Date) {
  const id = newSessionId();
  const iso = now.toISOString();
  await db.batch([
    db.insert(sessions).values({
      id,
      userId,
      createdAt: iso,
      lastSeenAt: iso,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    }),
    db.update(users).set({ lastLogin: iso }).where(eq(users.id, userId)),
  ]);
  return id;
}

/** Loads the live session and its user in one query; null when revoked, expired or idle too long. */
export async function loadSession(db: Db, sessionId: string, userId: number, now: Date): Promise<SessionUser | null> {
  const [row] = await db
    .select({ s: sessions, u: { id: users.id, name: users.name, username: users.username, designation: users.designation } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  const t = now.getTime();
  if (Date.parse(row.s.expiresAt) <= t || Date.parse(row.s.lastSeenAt) + SESSION_IDLE_MS <= t) return null;
  if (t - Date.parse(row.s.lastSeenAt) > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now.toISOString() }).where(eq(sessions.id, sessionId));
  }
  return { ...row.u, sessionId };
}

export const revokeSession = (db: Db, sessionId: string, now: Date) =>
  db.update(sessions).set({ revokedAt: now.toISOString() }).where(eq(sessions.id, sessionId));

/** Ends every session of a user (password reset, designation change); usable inside a batch. */
export const revokeUserSessions = (db: Db, userId: number, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
