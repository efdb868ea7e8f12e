import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import type { AppEnv } from "../env";

/**
 * A WebAuthn ceremony's challenge, kept by the browser in a signed, HttpOnly, SameSite=Strict
 * cookie for 5 minutes (no table): "register" names the signed-in user, "login" nobody. It is
 * cleared when the ceremony is answered, so a captured assertion cannot be replayed without it.
 */
const TTL_S = 300;
const PATH = "/api/auth/passkeys";
type Ceremony = "register" | "login";
const cookieName = (secure: boolean) => (secure ? "__Secure-webauthn" : "webauthn");
const keyOf = (secret: string) => new TextEncoder().encode(`${secret}\u0000webauthn-challenge`);

export async function setChallengeCookie(c: Context<AppEnv>, ceremony: Ceremony, challenge: string, userId?: number) {
  const iat = Math.floor(c.var.now().getTime() / 1000);
  const token = await new SignJWT({ ceremony, challenge, ...(userId ? { uid: userId } : {}) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(iat)
    .setExpirationTime(iat + TTL_S)
    .sign(keyOf(c.var.config.jwtSecret));
  const secure = c.var.config.secureCookies;
  setCookie(c, cookieName(secure), token, { httpOnly: true, secure, sameSite: "Strict", path: PATH, maxAge: TTL_S });
}

/** The challenge of a genuine, unexpired ceremony of that kind (for "register", of that user); always clears the cookie. */
export async function takeChallenge(c: Context<AppEnv>, ceremony: Ceremony, userId?: number): Promise<string | null> {
  const secure = c.var.config.secureCookies;
  const token = getCookie(c, cookieName(secure));
  deleteCookie(c, cookieName(secure), { path: PATH, secure, httpOnly: true, sameSite: "Strict" });
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(c.var.config.jwtSecret), { algorithms: ["HS256"], requiredClaims: ["exp"], currentDate: c.var.now() });
    if (payload.ceremony !== ceremony || typeof payload.challenge !== "string") return null;
    if (userId !== undefined && payload.uid !== userId) return null;
    return payload.challenge;
  } catch {
    return null;
  }
}

/** The relying party is the host the browser talks to (the site, or localhost in a local run). */
export function relyingParty(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  return { rpID: url.hostname, origin: url.origin };
}
