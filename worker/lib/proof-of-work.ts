import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import type { Context } from "hono";
import type { Db } from "../db/client";
import { spentChallenges } from "../db/schema/index";
import type { AppEnv } from "../env";
import { fail } from "./errors";
import { b64url, derivedHmacKey, fromB64url, utf8 } from "./hmac-key";
import { clientIp, counted, MESSAGE_RULE } from "./throttle";

/**
 * Leads a flood cannot stop (issue 43; docs/decisions.md "Leads a flood cannot stop"): every public form
 * proves a little work, ALTCHA's proof of work (altcha-lib, self-hosted: no third party, no tracking).
 * `GET /api/challenge` hands out a signed PBKDF2 challenge whose answer the server knows (deterministic
 * mode), the browser solves it in a Web Worker while the visitor types, and `POST /api/messages` takes
 * the solution as `altcha`. A post without a valid, unused solution is refused before anything is
 * counted or stored, so a flood of unsolved posts costs one HMAC each and blocks nobody. There is no
 * site-wide cap any more: a real visitor's post is never refused because of what others send.
 *
 * Without JavaScript the form posts to its page, which answers with a confirmation step holding a
 * signed "wait" pass (lib/no-script-lead.ts): valid from `waitMs` later, bound to the fields, used once.
 */

export const ALGORITHM = "PBKDF2/SHA-256";
/** PBKDF2 iterations per attempt: one WebCrypto call, well under a millisecond on a slow phone. */
export const COST = 200;
/** Attempts asked of an address with few recent posts (the answer is random in [BASE/2, BASE]). */
export const BASE_ATTEMPTS = 1_000;
/** Posts in the last hour an address makes before its work starts to grow. */
const FREE_POSTS = 2;
/** The most the work grows: 16 × BASE (some seconds on a phone; the hour's limit stops the rest). */
const MAX_FACTOR = 16;

/**
 * The attempts asked of an address that made `recentPosts` posts in the last hour (pure; tested): the
 * base for the first two (a family, an office behind one address), then one base more per post.
 */
export function attemptsFor(recentPosts: number): number {
  return BASE_ATTEMPTS * Math.min(MAX_FACTOR, Math.max(1, recentPosts - FREE_POSTS + 1));
}

/** How long a challenge may be solved and sent: a visitor writing a long message. */
export const CHALLENGE_TTL_MS = 60 * 60_000;

/** The refusals (their Bengali is in lib/lead-refusals.ts). */
export const PROOF_MISSING =
  "This form could not confirm that a person sent it. Please reload the page and send it again, or call us.";
export const PROOF_USED = "This form was already sent. Reload the page to send another message.";

const secrets = (c: Context<AppEnv>) => {
  const s = c.var.config.jwtSecret;
  return { hmacSignatureSecret: `${s}:altcha:challenge`, hmacKeySignatureSecret: `${s}:altcha:key` };
};

/** The address's posts in the last hour: the work grows with them. */
export const recentPosts = (db: Db, c: Context<AppEnv>, now: Date) =>
  counted(db, { key: `message-ip:${clientIp(c.req)}`, rule: MESSAGE_RULE }, now);

/** GET /api/challenge: a fresh signed challenge, harder for an address that posts often. */
export async function newChallenge(c: Context<AppEnv>): Promise<Challenge> {
  const now = c.var.now();
  const attempts = attemptsFor(await recentPosts(c.var.db, c, now));
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(attempts, Math.floor(attempts / 2)),
    deriveKey,
    // The expiry is ours, signed with the parameters: altcha-lib's own `expiresAt` is read against the
    // machine's clock, and the request's clock (lib/test-clock.ts) must decide.
    data: { expires: now.getTime() + CHALLENGE_TTL_MS },
    ...secrets(c),
  });
}

/** What a verified proof leaves behind: the row that makes it single-use. */
export type Spent = typeof spentChallenges.$inferInsert;

/** The proof a form sent (`altcha`: base64 of `{ challenge, solution }`, as the ALTCHA widget sends it). */
function parsePayload(raw: string): { challenge: Challenge; solution: { counter: number; derivedKey: string } } | null {
  try {
    const text = raw.trim().startsWith("{") ? raw : new TextDecoder().decode(fromB64url(raw.trim()));
    const value = JSON.parse(text) as { challenge?: Challenge; solution?: { counter: number; derivedKey: string } };
    if (!value?.challenge?.parameters || typeof value.challenge.signature !== "string" || !value.solution) return null;
    return { challenge: value.challenge, solution: value.solution };
  } catch {
    return null;
  }
}

/**
 * Checks a solved challenge (no database: an HMAC or two). Refuses with 403 when it is missing, forged,
 * wrong or expired; returns the row that spends it, inserted by the lead's own batch.
 */
export async function verifyProof(c: Context<AppEnv>, raw: string | undefined, fields: Record<string, unknown>): Promise<Spent> {
  if (raw?.startsWith(WAIT_PREFIX)) return verifyWaitPass(c, raw, fields);
  const payload = raw ? parsePayload(raw) : null;
  if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) return fail(403, PROOF_MISSING, { altcha: [PROOF_MISSING] });
  const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...secrets(c) }).catch(() => null);
  const expiresAt = Number(payload.challenge.parameters.data?.expires ?? 0);
  if (!result?.verified || !(expiresAt > c.var.now().getTime())) return fail(403, PROOF_MISSING, { altcha: [PROOF_MISSING] });
  return { signature: payload.challenge.signature!, expiresAt: new Date(expiresAt).toISOString() };
}

/** The spending insert: a second use of one proof fails the batch on the primary key (409). */
export const spendStatement = (db: Db, spent: Spent) => db.insert(spentChallenges).values(spent);

/** A failed lead batch because its proof was used already: 409; anything else is rethrown. */
export function refuseIfSpent(err: unknown): never {
  const text = String((err as { cause?: unknown })?.cause ?? "") + String((err as Error)?.message ?? "");
  if (/UNIQUE constraint failed: spent_challenges/i.test(text)) fail(409, PROOF_USED, { altcha: [PROOF_USED] });
  throw err;
}

// ---- Without JavaScript: a pass that is valid only after a wait -------------------------------------

export const WAIT_PREFIX = "wait.";
/** The wait a browser without JavaScript is asked, before its address's recent posts add to it. */
export const BASE_WAIT_MS = 10_000;
/** How long the confirmation page's pass stays usable. */
const WAIT_TTL_MS = 30 * 60_000;

type WaitClaims = { nb: number; ex: number; h: string; n: string };

/** The fields a pass is bound to, in a stable order (the honeypot and the pass itself left out). */
async function fieldsHash(fields: Record<string, unknown>): Promise<string> {
  const keys = Object.keys(fields)
    .filter((k) => !["altcha", "website", "fillMs"].includes(k) && fields[k] !== undefined)
    .sort();
  const text = JSON.stringify(keys.map((k) => [k, String(fields[k])]));
  return b64url(new Uint8Array(await crypto.subtle.digest("SHA-256", utf8(text))));
}

/** The wait asked of an address that made `recentPosts` posts in the last hour (pure; tested). */
export const waitFor = (recentPosts: number) => BASE_WAIT_MS * (attemptsFor(recentPosts) / BASE_ATTEMPTS);

/** A signed pass for these fields, valid from `now + wait` for 30 minutes. */
export async function waitPass(c: Context<AppEnv>, fields: Record<string, unknown>, waitMs: number): Promise<string> {
  const now = c.var.now().getTime();
  const claims: WaitClaims = { nb: now + waitMs, ex: now + waitMs + WAIT_TTL_MS, h: await fieldsHash(fields), n: b64url(crypto.getRandomValues(new Uint8Array(12))) };
  const body = b64url(utf8(JSON.stringify(claims)));
  const key = await derivedHmacKey(c.var.config.jwtSecret, "uday altcha wait pass v1");
  const sig = new Uint8Array(await crypto.subtle.sign("HMAC", key, utf8(body)));
  return `${WAIT_PREFIX}${body}.${b64url(sig)}`;
}

/** Thrown (as a 425-like refusal) when a pass is pressed before its time; the page asks to wait again. */
export class TooEarly extends Error {
  constructor(readonly waitMs: number) {
    super("too early");
  }
}

async function verifyWaitPass(c: Context<AppEnv>, raw: string, fields: Record<string, unknown>): Promise<Spent> {
  const [body, sig] = raw.slice(WAIT_PREFIX.length).split(".");
  const refuse = () => fail(403, PROOF_MISSING, { altcha: [PROOF_MISSING] });
  if (!body || !sig) return refuse();
  const key = await derivedHmacKey(c.var.config.jwtSecret, "uday altcha wait pass v1");
  let claims: WaitClaims;
  try {
    if (!(await crypto.subtle.verify("HMAC", key, fromB64url(sig), utf8(body)))) return refuse();
    claims = JSON.parse(new TextDecoder().decode(fromB64url(body))) as WaitClaims;
  } catch {
    return refuse();
  }
  const now = c.var.now().getTime();
  if (now >= claims.ex || claims.h !== (await fieldsHash(fields))) return refuse();
  if (now < claims.nb) throw new TooEarly(claims.nb - now);
  return { signature: `wait:${sig}`, expiresAt: new Date(claims.ex).toISOString() };
}
