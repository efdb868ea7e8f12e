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
    return { sub: payload.sub!, sid: payload.jti! };
  } catch {
    return null;
  }
}
