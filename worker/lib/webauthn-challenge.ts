import { and, eq, gt } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import { webauthnChallenges } from "../db/schema/index";
import type { AppEnv } from "../env";

/**
 * A WebAuthn ceremony's challenge, for 5 minutes: kept on the server (`webauthn_challenges`) and
 * carried by the browser in a signed, HttpOnly, SameSite=Strict cookie. "register" names the
 * signed-in user, "login" nobody. Answering the ceremony deletes the row in the statement that reads
 * it, so each challenge is used once: an assertion replayed with its cookie finds nothing (issue 41;
 * a synced passkey's counter stays 0, so the counter alone never stopped a replay).
 * The buyer portal's ceremonies ("buyer-register" names the buyer's address) have their own cookie
 * and path, and a challenge of one kind is never taken for the other (docs/decisions.md "Buyer passkeys").
 */
const TTL_S = 300;
export type Ceremony = "register" | "login" | "buyer-register" | "buyer-login";
/** Who a "register" ceremony is for: a staff user's id, or a buyer's (lower-cased) address. */
type Subject = number | string;
const forBuyer = (ceremony: Ceremony) => ceremony.startsWith("buyer-");
const pathOf = (ceremony: Ceremony) => (forBuyer(ceremony) ? "/api/my/passkeys" : "/api/auth/passkeys");
const cookieName = (secure: boolean, ceremony: Ceremony) => `${secure ? "__Secure-" : ""}${forBuyer(ceremony) ? "buyer-webauthn" : "webauthn"}`;
const keyOf = (secret: string) => new TextEncoder().encode(`${secret}\u0000webauthn-challenge`);

export async function setChallengeCookie(c: Context<AppEnv>, ceremony: Ceremony, challenge: string, subject?: Subject) {
  const iat = Math.floor(c.var.now().getTime() / 1000);
  const token = await new SignJWT({ ceremony, challenge, ...(subject ? { uid: subject } : {}) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(iat)
    .setExpirationTime(iat + TTL_S)
    .sign(keyOf(c.var.config.jwtSecret));
  await c.var.db.insert(webauthnChallenges).values({ challenge, ceremony, userId: typeof subject === "number" ? subject : null, expiresAt: new Date((iat + TTL_S) * 1000).toISOString() });
  const secure = c.var.config.secureCookies;
  setCookie(c, cookieName(secure, ceremony), token, { httpOnly: true, secure, sameSite: "Strict", path: pathOf(ceremony), maxAge: TTL_S });
}

/** The challenge of a genuine, unexpired, unused ceremony of that kind (for a "register", of that user or buyer), now used; always clears the cookie. */
export async function takeChallenge(c: Context<AppEnv>, ceremony: Ceremony, subject?: Subject): Promise<string | null> {
  const secure = c.var.config.secureCookies;
  const token = getCookie(c, cookieName(secure, ceremony));
  deleteCookie(c, cookieName(secure, ceremony), { path: pathOf(ceremony), secure, httpOnly: true, sameSite: "Strict" });
  if (!token) return null;
  let challenge: string;
  try {
    const { payload } = await jwtVerify(token, keyOf(c.var.config.jwtSecret), { algorithms: ["HS256"], requiredClaims: ["exp"], currentDate: c.var.now() });
    if (payload.ceremony !== ceremony || typeof payload.challenge !== "string") return null;
    if (subject !== undefined && payload.uid !== subject) return null;
    challenge = payload.challenge;
  } catch {
    return null;
  }
  const used = await c.var.db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challenge, challenge), eq(webauthnChallenges.ceremony, ceremony), gt(webauthnChallenges.expiresAt, c.var.now().toISOString())))
    .returning({ challenge: webauthnChallenges.challenge });
  return used.length ? challenge : null;
}

/** The relying party is the host the browser talks to (the site, or localhost in a local run). */
export function relyingParty(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  return { rpID: url.hostname, origin: url.origin };
}

/**
 * What a browser's answer to `challenge` must match, registering a passkey or signing in with one
 * (@simplewebauthn/server's verify options): that challenge, this site, and the user's verification
 * (the passkey's PIN or biometrics).
 */
export function expectedAnswer(c: Context<AppEnv>, challenge: string) {
  const { rpID, origin } = relyingParty(c);
  return { expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true };
}
