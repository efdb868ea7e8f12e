import { clientNetwork } from "./client-network";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { throttleEvents } from "../db/schema/index";
import { fail } from "./errors";

export type ThrottleRule = { max: number; windowMs: number };
/** One counter: events recorded under `key`, at most `rule.max` within `rule.windowMs`. */
export type Limit = { key: string; rule: ThrottleRule };

const FIFTEEN_MINUTES = 15 * 60_000;
/** Sign-in attempts from clients without a device cookie, per username, whatever their IP. */
export const LOGIN_USER_RULE: ThrottleRule = { max: 5, windowMs: FIFTEEN_MINUTES };
/** Sign-in attempts from clients without a device cookie, per IP (an office shares one). */
export const LOGIN_IP_RULE: ThrottleRule = { max: 20, windowMs: FIFTEEN_MINUTES };
/** Sign-in attempts from one browser holding a device cookie for that username. */
export const LOGIN_DEVICE_RULE: ThrottleRule = { max: 5, windowMs: FIFTEEN_MINUTES };
/**
 * Every public form, per address (IPv4, or IPv6 /64): 30 posts an hour. Bangladeshi mobile networks
 * and offices put many people behind one address (carrier-grade NAT), so this only stops one sender
 * from filling the inbox (issue 42; docs/decisions.md "Spam without a captcha").
 */
export const MESSAGE_RULE: ThrottleRule = { max: 30, windowMs: 60 * 60_000 };
/** The same address's burst: 12 posts in one minute (a busy office sharing one address). */
export const MESSAGE_BURST_RULE: ThrottleRule = { max: 12, windowMs: 60_000 };
/** Events older than this count against nothing; the cron deletes them. */
export const THROTTLE_KEEP_MS = 86_400_000;

const since = (rule: ThrottleRule, now: Date) => new Date(now.getTime() - rule.windowMs).toISOString();

/**
 * Records one event under every key if, and only if, every key is still below its limit: one
 * INSERT … SELECT … WHERE count < max, which the database runs atomically, so parallel attempts
 * cannot all pass a check made before any of them is recorded. Returns the new rows' ids (to
 * release them later), or null when a limit is reached. Counts live in the database, so every
 * isolate agrees.
 */
export async function reserve(db: Db, limits: Limit[], now: Date): Promise<number[] | null> {
  const keys = sql.join(
    limits.map((l) => sql`select ${l.key} as key`),
    sql` union all `,
  );
  const underEveryLimit = sql.join(
    limits.map(
      (l) =>
        sql`(select count(*) from ${throttleEvents} where ${throttleEvents.key} = ${l.key} and ${throttleEvents.at} > ${since(l.rule, now)}) < ${l.rule.max}`,
    ),
    sql` and `,
  );
  const rows = await db.all<{ id: number }>(
    sql`insert into ${throttleEvents} ("key", "at") select key, ${now.toISOString()} from (${keys}) where ${underEveryLimit} returning id`,
  );
  return rows.length ? rows.map((r) => r.id) : null;
}

/** Seconds until the oldest counted event of a key at its limit leaves the window (at least 1). */
export async function retryAfter(db: Db, limits: Limit[], now: Date): Promise<number> {
  let wait = 1;
  for (const { key, rule } of limits) {
    const rows = await db
      .select({ at: throttleEvents.at })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.key, key), gt(throttleEvents.at, since(rule, now))))
      .orderBy(throttleEvents.at)
      .limit(rule.max);
    if (rows.length >= rule.max) {
      wait = Math.max(wait, Math.ceil((Date.parse(rows[0]!.at) + rule.windowMs - now.getTime()) / 1000));
    }
  }
  return wait;
}

/** The events counted under `limit.key` within its window. */
const countQuery = (db: Db, limit: Limit, now: Date) =>
  db
    .select({ n: sql<number>`count(*)` })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, limit.key), gt(throttleEvents.at, since(limit.rule, now))));

export const counted = async (db: Db, limit: Limit, now: Date) => (await countQuery(db, limit, now))[0]?.n ?? 0;

/** The 429 with Retry-After, saying the message of the first full limit that carries one, else `message`. */
async function refuse(db: Db, limits: Array<Limit & { message?: string }>, now: Date, message: string): Promise<never> {
  let said = message;
  for (const limit of limits.filter((l) => l.message)) {
    if ((await counted(db, limit, now)) >= limit.rule.max) {
      said = limit.message!;
      break;
    }
  }
  return fail(429, said, undefined, { "Retry-After": String(await retryAfter(db, limits, now)) });
}

/**
 * reserve(), or 429 with Retry-After when a limit is reached, saying `message`, or the message of the
 * first limit (in order) that is full, when limits carry their own.
 */
export async function reserveOrThrottle(db: Db, limits: Array<Limit & { message?: string }>, now: Date, message: string): Promise<number[]> {
  return (await reserve(db, limits, now)) ?? refuse(db, limits, now, message);
}

/**
 * The same 429, asked before a request's body is read and recording nothing: a public post may carry
 * tens of megabytes of files, which an address already at its limit must not make the worker read
 * (issue 41). reserveOrThrottle, after the body is checked, stays the atomic gate; this one only
 * answers early the posts it would refuse (docs/decisions.md "Spam without a captcha").
 */
export async function refuseIfThrottled(db: Db, limits: Array<Limit & { message?: string }>, now: Date, message: string): Promise<void> {
  const [first, ...rest] = limits.map((l) => countQuery(db, l, now));
  if (!first) return;
  const counts = await db.batch([first, ...rest]);
  if (limits.some((l, i) => (counts[i]?.[0]?.n ?? 0) >= l.rule.max)) await refuse(db, limits, now, message);
}

/** Gives back reserved events (the attempt they stood for did not fail). */
export const release = (db: Db, ids: number[]) => db.delete(throttleEvents).where(inArray(throttleEvents.id, ids));

/** Housekeeping for the cron: events past every window. */
export const pruneEvents = (db: Db, now: Date) =>
  db.delete(throttleEvents).where(lt(throttleEvents.at, new Date(now.getTime() - THROTTLE_KEEP_MS).toISOString()));

/**
 * What a per-address limit counts the client by: its IPv4 address or its IPv6 /64 (lib/client-network.ts).
 * Cloudflare's edge sets CF-Connecting-IP and overwrites any client-sent value; X-Forwarded-For is spoofable.
 */
export const clientIp = (req: { header(name: string): string | undefined }) => clientNetwork(req.header("CF-Connecting-IP") ?? "local");
