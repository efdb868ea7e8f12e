import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema/index";
import type { SessionInfo } from "../contract/second-factors";
import { addressPrefix } from "./client-network";
import { newSessionId } from "./ids";
import type { SessionUser } from "./session-user";

/** A staff session ends after 4 idle hours or 12 hours in all, whichever comes first. */
export const SESSION_IDLE_MS = 4 * 3_600_000;
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
/** lastSeenAt is written at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** Where a session signs in from, as the sessions list shows it (never the full address). */
export type SessionClient = { userAgent: string | null; network: string | null };

export const sessionClient = (req: { header(name: string): string | undefined }): SessionClient => ({
  userAgent: req.header("User-Agent")?.slice(0, 300) ?? null,
  network: addressPrefix(req.header("CF-Connecting-IP") ?? "local"),
});

export async function createSession(db: Db, userId: number, now: Date, client: SessionClient = { userAgent: null, network: null }) {
  const id = newSessionId();
  const iso = now.toISOString();
  await db.batch([
    db.insert(sessions).values({
      id,
      userId,
      ...client,
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

/** The user's live sessions (not revoked, expired or idle too long), most recently seen first. */
export async function listSessions(db: Db, user: SessionUser, now: Date): Promise<SessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, user.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now.toISOString()),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((s) => ({
    id: s.id,
    current: s.id === user.sessionId,
    createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt,
    userAgent: s.userAgent,
    network: s.network,
  }));
}

/** Ends one of the user's own sessions; the number ended (0: not theirs, or already ended). */
export const revokeOwnSession = async (db: Db, userId: number, sessionId: string, now: Date) =>
  (
    await db
      .update(sessions)
      .set({ revokedAt: now.toISOString() })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id })
  ).length;

/** Ends every session of the user but this one. */
export const revokeOtherSessions = (db: Db, user: SessionUser, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId), isNull(sessions.revokedAt)));
