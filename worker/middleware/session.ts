import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { verifySessionToken } from "../lib/jwt";
import { loadSession, SESSION_ABSOLUTE_MS } from "../lib/sessions";

/** `__Host-` pins the cookie to this host, HTTPS and path / (not usable on http://localhost). */
export const cookieName = (secure: boolean) => (secure ? "__Host-session" : "session");

export function setSessionCookie(c: Context<AppEnv>, token: string) {
  const secure = c.var.config.secureCookies;
  setCookie(c, cookieName(secure), token, {
    httpOnly: true,
    secure,
    sameSite: "Lax",
    path: "/",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  const secure = c.var.config.secureCookies;
  deleteCookie(c, cookieName(secure), { path: "/", secure, httpOnly: true, sameSite: "Lax" });
}

/** Puts the signed-in user (re-read from the database) on the context, or null. Never rejects. */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, cookieName(c.var.config.secureCookies));
  if (token) {
    const claims = await verifySessionToken(c.var.config.jwtSecret, token, c.var.now());
    const userId = claims ? Number(claims.sub) : NaN;
    if (claims && Number.isSafeInteger(userId)) {
      c.set("user", await loadSession(c.var.db, claims.sid, userId, c.var.now()));
    }
  }
  await next();
});
