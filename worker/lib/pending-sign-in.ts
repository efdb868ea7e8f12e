import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import type { AppEnv } from "../env";

/**
 * The step between a right password and a session: a short-lived signed cookie naming the user
 * and what is still due ("totp": a code; "enrol": setting one up, docs/decisions.md "Second
 * factor"). It is no session: no route but /auth/totp/* reads it. Signed with a key of its own
 * (JWT_SECRET plus a label), so it never passes for a session token, nor the reverse.
 */
export const PENDING_MS = 5 * 60_000;
export type PendingStep = "totp" | "enrol";
const PATH = "/api/auth";
const cookieName = (secure: boolean) => (secure ? "__Secure-pending" : "pending");
const keyOf = (secret: string) => new TextEncoder().encode(`${secret}\u0000pending-sign-in`);

export async function setPendingCookie(c: Context<AppEnv>, userId: number, step: PendingStep) {
  const iat = Math.floor(c.var.now().getTime() / 1000);
  const token = await new SignJWT({ step })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + PENDING_MS / 1000)
    .sign(keyOf(c.var.config.jwtSecret));
  const secure = c.var.config.secureCookies;
  setCookie(c, cookieName(secure), token, { httpOnly: true, secure, sameSite: "Strict", path: PATH, maxAge: PENDING_MS / 1000 });
}

export function clearPendingCookie(c: Context<AppEnv>) {
  const secure = c.var.config.secureCookies;
  deleteCookie(c, cookieName(secure), { path: PATH, secure, httpOnly: true, sameSite: "Strict" });
}

/** The user id of a genuine, unexpired pending step of that kind; null otherwise. */
export async function readPending(c: Context<AppEnv>, step: PendingStep): Promise<number | null> {
  const token = getCookie(c, cookieName(c.var.config.secureCookies));
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(c.var.config.jwtSecret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "iat", "sub"],
      currentDate: c.var.now(),
    });
    const id = Number(payload.sub);
    return payload.step === step && Number.isSafeInteger(id) ? id : null;
  } catch {
    return null;
  }
}
