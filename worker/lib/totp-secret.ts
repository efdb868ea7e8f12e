import { b64url, fromB64url, utf8 } from "./hmac-key";

/**
 * TOTP secrets are stored encrypted (AES-256-GCM) under a key derived from JWT_SECRET with HKDF,
 * so a copy of the database alone (a backup, a leaked dump) cannot mint codes. Rotating
 * JWT_SECRET therefore turns every enrolled second factor off in effect: its owner needs an
 * admin reset (docs/decisions.md "Second factor"). The key is derived per call, never kept in
 * module scope (workerd: no cross-request state).
 */

async function secretKey(jwtSecret: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey("raw", utf8(jwtSecret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: utf8("uday-totp-v1"), info: utf8("totp secret") },
    base,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

/** `v1.{iv}.{ciphertext}`, the user id bound in as additional data (a row copied to another user fails). */
export async function sealTotpSecret(jwtSecret: string, userId: number, base32: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: utf8(String(userId)) }, await secretKey(jwtSecret), utf8(base32));
  return `v1.${b64url(iv)}.${b64url(new Uint8Array(sealed))}`;
}

/** The base32 secret, or null when the value was sealed under another key or for another user. */
export async function openTotpSecret(jwtSecret: string, userId: number, stored: string): Promise<string | null> {
  const [version, iv, data] = stored.split(".");
  if (version !== "v1" || !iv || !data) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromB64url(iv), additionalData: utf8(String(userId)) },
      await secretKey(jwtSecret),
      fromB64url(data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
