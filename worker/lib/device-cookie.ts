import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { b64url, derivedHmacKey, fromB64url, utf8 } from "./hmac-key";

/**
 * Device cookies, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies"
 * (https://owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies):
 * a browser that signed in as a user holds a signed token naming that user, so its attempts are
 * counted on their own and never locked out by guesses coming from anywhere else.
 *
 * Value: `v1.{username, base64url}.{nonce}.{expiry seconds}.{HMAC-SHA256}`; the MAC key is
 * derived from JWT_SECRET, so a session token can never pass for a device cookie or the reverse.
 */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 86_400;
const PATH = "/api/auth";
/** `__Secure-` rather than `__Host-`, which would force Path=/ and send it with every request. */
export const deviceCookieName = (secure: boolean) => (secure ? "__Secure-device" : "device");

const macKey = (secret: string) => derivedHmacKey(secret, "uday device cookie v1");

export async function signDeviceToken(secret: string, username: string, now: Date): Promise<string> {
  const nonce = b64url(crypto.getRandomValues(new Uint8Array(16)));
  const expiry = Math.floor(now.getTime() / 1000) + DEVICE_COOKIE_MAX_AGE_S;
  const payload = `v1.${b64url(utf8(username.toLowerCase()))}.${nonce}.${expiry}`;
  const mac = await crypto.subtle.sign("HMAC", await macKey(secret), utf8(payload));
  return `${payload}.${b64url(new Uint8Array(mac))}`;
}

/** The token's nonce when it is genuine, unexpired and names `username`; otherwise null. */
export async function verifyDeviceToken(secret: string, token: string, username: string, now: Date): Promise<string | null> {
  const m = /^(v1\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{22})\.(\d{1,12}))\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const [, payload, user, nonce, expiry, mac] = m as unknown as [string, string, string, string, string, string];
  try {
    const genuine = await crypto.subtle.verify("HMAC", await macKey(secret), fromB64url(mac), utf8(payload));
    if (!genuine || Number(expiry) * 1000 <= now.getTime()) return null;
    return new TextDecoder().decode(fromB64url(user)) === username.toLowerCase() ? nonce : null;
  } catch {
    return null; // not base64url after all
  }
}

/** The nonce of this browser's device cookie for `username`, or null (an untrusted client). */
export function deviceNonce(c: Context<AppEnv>, username: string): Promise<string | null> {
  const token = getCookie(c, deviceCookieName(c.var.config.secureCookies));
  return token ? verifyDeviceToken(c.var.config.jwtSecret, token, username, c.var.now()) : Promise.resolve(null);
}

/** Issued at every successful sign-in; one per browser, for the user who signed in last. */
export async function setDeviceCookie(c: Context<AppEnv>, username: string) {
  const secure = c.var.config.secureCookies;
  setCookie(c, deviceCookieName(secure), await signDeviceToken(c.var.config.jwtSecret, username, c.var.now()), {
    httpOnly: true,
    secure,
    sameSite: "Strict",
    path: PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
