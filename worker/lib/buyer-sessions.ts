import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { buyerSessions } from "../db/schema/index";
import type { AppEnv } from "../env";
import { fail } from "./errors";
import { newSessionId } from "./ids";
import { signBuyerToken, verifyBuyerToken } from "./jwt";

/**
 * A buyer's session (docs/decisions.md "Buyer sessions"): its own table, cookie, token audience and
 * expiry, so no staff guard ever reads it and a buyer is never a staff user. 7 days, no idle limit:
 * a buyer looks in now and then, and each visit costs them a fresh e-mailed code.
 */
export const BUYER_SESSION_MS = 7 * 86_400_000;

/** How a buyer session began: an e-mailed code, or one of the buyer's passkeys. */
export type BuyerSignIn = "code" | "passkey";

/** The signed-in buyer: the address their bookings name (lower-cased), their session, and how and when it began. */
export type SessionBuyer = { email: string; sessionId: string; method: BuyerSignIn; createdAt: string };

/** `__Host-` pins the cookie to this host, HTTPS and path / (not usable on http://localhost). */
export const buyerCookieName = (secure: boolean) => (secure ? "__Host-buyer-session" : "buyer-session");

const cookieOptions = (secure: boolean) => ({ httpOnly: true, secure, sameSite: "Lax" as const, path: "/" });

/** Starts a buyer session and sets its cookie; `method` records how it began. */
export async function startBuyerSession(c: Context<AppEnv>, email: string, method: BuyerSignIn = "code") {
  const now = c.var.now();
  const id = newSessionId();
  await c.var.db.insert(buyerSessions).values({ id, email, method, createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + BUYER_SESSION_MS).toISOString() });
  const token = await signBuyerToken(c.var.config.jwtSecret, { email, sid: id, now, ttlSeconds: BUYER_SESSION_MS / 1000 });
  const secure = c.var.config.secureCookies;
  setCookie(c, buyerCookieName(secure), token, { ...cookieOptions(secure), maxAge: BUYER_SESSION_MS / 1000 });
}

/** The live buyer session the request's cookie names, or null. */
export async function currentBuyer(c: Context<AppEnv>): Promise<SessionBuyer | null> {
  const token = getCookie(c, buyerCookieName(c.var.config.secureCookies));
  const claims = token ? await verifyBuyerToken(c.var.config.jwtSecret, token, c.var.now()) : null;
  if (!claims) return null;
  const [row] = await c.var.db
    .select({ id: buyerSessions.id, method: buyerSessions.method, createdAt: buyerSessions.createdAt })
    .from(buyerSessions)
    .where(and(eq(buyerSessions.id, claims.sid), eq(buyerSessions.email, claims.email), isNull(buyerSessions.revokedAt), gt(buyerSessions.expiresAt, c.var.now().toISOString())));
  return row ? { email: claims.email, sessionId: row.id, method: row.method, createdAt: row.createdAt } : null;
}

/** Ends the request's buyer session, if any, and clears its cookie. */
export async function endBuyerSession(c: Context<AppEnv>) {
  const buyer = await currentBuyer(c);
  if (buyer) await revokeBuyerSession(c.var.db, buyer.sessionId, c.var.now());
  const secure = c.var.config.secureCookies;
  deleteCookie(c, buyerCookieName(secure), cookieOptions(secure));
}

const revokeBuyerSession = (db: Db, id: string, now: Date) => db.update(buyerSessions).set({ revokedAt: now.toISOString() }).where(eq(buyerSessions.id, id));

/** The guard of `access: "buyer"` (middleware/endpoint.ts): 401 without a live buyer session; a staff session is none. */
export const requireBuyer = createMiddleware<AppEnv>(async (c, next) => {
  const buyer = await currentBuyer(c);
  if (!buyer) fail(401, "Please sign in with the code we e-mail you.");
  c.set("buyer", buyer);
  c.header("Cache-Control", "no-store");
  await next();
});
