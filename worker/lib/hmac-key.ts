/**
 * The small pieces of Web Crypto the signed tokens share (the device cookie, preview links, the sealed
 * TOTP secrets): base64url without padding, and an HMAC key derived from `JWT_SECRET` for one purpose,
 * so a token of one kind never verifies as another. Derived per call, never cached in module scope
 * (workerd: no state across requests).
 */
export const utf8 = (text: string) => new TextEncoder().encode(text);
export const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
export const fromB64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));

/** An HMAC-SHA-256 key for `purpose` ("uday device cookie v1"), derived from the app's secret. */
export async function derivedHmacKey(secret: string, purpose: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey("raw", utf8(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const derived = await crypto.subtle.sign("HMAC", base, utf8(purpose));
  return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}
