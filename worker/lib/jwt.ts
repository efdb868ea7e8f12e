import { jwtVerify, SignJWT } from "jose";

/** HS256 only: the verifier allow-lists it, so `alg: none` and key-confusion tokens are refused. */
const ALG = "HS256";

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken(secret: string, claims: { sub: string; sid: string; now: Date; ttlSeconds: number }) {
  const iat = Math.floor(claims.now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setSubject(claims.sub)
    .setJti(claims.sid)
    .setIssuedAt(iat)
    .setExpirationTime(iat + claims.ttlSeconds)
    .sign(keyOf(secret));
}

/** Returns the subject and session id, or null for any invalid, expired or tampered token. */
export async function verifySessionToken(secret: string, token: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALG],
      requiredClaims: ["exp", "iat", "sub", "jti"],
      currentDate: now,
    });
    // A buyer's token (signBuyerToken) is never a staff session, whichever cookie carries it.
    if (payload.kind !== undefined || payload.aud !== undefined) return null;
    return { sub: payload.sub!, sid: payload.jti! };
  } catch {
    return null;
  }
}

/**
 * The buyer portal's token (docs/decisions.md "Buyer sessions"): its own audience and `kind: "buyer"`,
 * which the staff verifier above refuses, and which this one requires.
 */
const BUYER_AUDIENCE = "uday-buyer";

export async function signBuyerToken(secret: string, claims: { email: string; sid: string; now: Date; ttlSeconds: number }) {
  const iat = Math.floor(claims.now.getTime() / 1000);
  return new SignJWT({ kind: "buyer" })
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setSubject(claims.email)
    .setAudience(BUYER_AUDIENCE)
    .setJti(claims.sid)
    .setIssuedAt(iat)
    .setExpirationTime(iat + claims.ttlSeconds)
    .sign(keyOf(secret));
}

/** The buyer's e-mail and session id, or null for any other token (a staff one included). */
export async function verifyBuyerToken(secret: string, token: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALG],
      audience: BUYER_AUDIENCE,
      requiredClaims: ["exp", "iat", "sub", "jti", "aud"],
      currentDate: now,
    });
    if (payload.kind !== "buyer") return null;
    return { email: payload.sub!, sid: payload.jti! };
  } catch {
    return null;
  }
}
