import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { throttleEvents } from "../db/schema/index";

export type ThrottleRule = { max: number; windowMs: number };

/** Failed logins: 5 per username and per IP in 15 minutes. */
export const LOGIN_RULE: ThrottleRule = { max: 5, windowMs: 15 * 60_000 };
/** Contact form: 5 messages per IP in 10 minutes. */
export const MESSAGE_RULE: ThrottleRule = { max: 5, windowMs: 10 * 60_000 };

/**
 * Seconds until the oldest counted event leaves the window, when any key is at its limit;
 * null when the action may go ahead. Counts come from the database, so every isolate agrees.
 */
export async function retryAfter(db: Db, keys: string[], rule: ThrottleRule, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - rule.windowMs).toISOString();
  let wait: number | null = null;
  for (const key of keys) {
    const rows = await db
      .select({ at: throttleEvents.at })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.key, key), gt(throttleEvents.at, since)))
      .orderBy(throttleEvents.at)
      .limit(rule.max);
    if (rows.length >= rule.max) {
      const seconds = Math.ceil((Date.parse(rows[0]!.at) + rule.windowMs - now.getTime()) / 1000);
      wait = Math.max(wait ?? 0, Math.max(1, seconds));
    }
  }
  return wait;
}

export function recordEvents(db: Db, keys: string[], now: Date) {
  return db.insert(throttleEvents).values(keys.map((key) => ({ key, at: now.toISOString() })));
}

export function clearEvents(db: Db, keys: string[]) {
  return db.delete(throttleEvents).where(inArray(throttleEvents.key, keys));
}

/** Old events are useless; pruned opportunistically so the table stays small. */
export function pruneEvents(db: Db, now: Date) {
  return db.delete(throttleEvents).where(lt(throttleEvents.at, new Date(now.getTime() - 86_400_000).toISOString()));
}

/** Cloudflare's edge sets CF-Connecting-IP and overwrites any client-sent value; X-Forwarded-For is spoofable. */
export const clientIp = (req: { header(name: string): string | undefined }) =>
  req.header("CF-Connecting-IP") ?? "local";
