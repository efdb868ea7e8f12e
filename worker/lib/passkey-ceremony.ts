import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { fail } from "./errors";
import { ISSUER } from "./second-factors";
import { clientIp, release, reserveOrThrottle, type ThrottleRule } from "./throttle";
import { type Ceremony, expectedAnswer, relyingParty, setChallengeCookie, takeChallenge } from "./webauthn-challenge";

/**
 * The WebAuthn ceremonies (@simplewebauthn/server) both kinds of passkey go through: staff's
 * (routes/passkeys.ts) and buyers' (routes/my-passkeys.ts). Each kind keeps its own table, challenge
 * cookie and throttle key, so neither's passkey ever signs in the other; what they share is stated here
 * once: discoverable credentials with user verification, one challenge per ceremony, no caching.
 */

/** A stored passkey's public part, as both tables hold it. */
export type StoredPasskey = { id: string; publicKey: string; counter: number; transports: string[] | null };

/** Creation options (discoverable, user verification required), their challenge kept for `ceremony` of `subject`. */
export async function creationOptions(
  c: Context<AppEnv>,
  ceremony: Ceremony,
  subject: string | number,
  user: { name: string; displayName: string; id: Uint8Array<ArrayBuffer> },
  existing: Pick<StoredPasskey, "id" | "transports">[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: ISSUER,
    rpID: relyingParty(c).rpID,
    userName: user.name,
    userDisplayName: user.displayName,
    userID: user.id,
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports ?? undefined })),
    // Discoverable and verified: the passkey alone signs in, from a browser that has never seen the account.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await setChallengeCookie(c, ceremony, options.challenge, subject);
  c.header("Cache-Control", "no-store");
  return options;
}

/** The new credential of a registration answer, checked against the ceremony's challenge; 400 otherwise. */
export async function registeredCredential(c: Context<AppEnv>, ceremony: Ceremony, subject: string | number, response: unknown): Promise<StoredPasskey> {
  const challenge = await takeChallenge(c, ceremony, subject);
  if (!challenge) fail(400, "The passkey setup expired. Please try again.");
  const result = await verifyRegistrationResponse({ response: response as RegistrationResponseJSON, ...expectedAnswer(c, challenge) }).catch(() => null);
  if (!result?.verified) fail(400, "The passkey could not be verified. Please try again.");
  const { credential } = result.registrationInfo;
  return { id: credential.id, publicKey: isoBase64URL.fromBuffer(credential.publicKey), counter: credential.counter, transports: credential.transports ?? null };
}

/** Request options for signing in with a passkey alone (no allowCredentials: the browser offers those it holds). */
export async function requestOptions(c: Context<AppEnv>, ceremony: Ceremony): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: relyingParty(c).rpID, userVerification: "required" });
  await setChallengeCookie(c, ceremony, options.challenge);
  c.header("Cache-Control", "no-store");
  return options;
}

/**
 * A sign-in answer checked: its challenge (401 when expired), the client address's failed tries (429 over
 * `rule`), the stored passkey `find` gives and its signature, then `accept` (an extra check of the
 * kind's, e.g. that the buyer still is one). 401 `refused` on any failure; the tries are released and
 * the new counter returned on success, with the passkey.
 */
export async function verifiedSignIn<P extends StoredPasskey>(
  c: Context<AppEnv>,
  opts: { ceremony: Ceremony; throttle: { key: string; rule: ThrottleRule }; response: { id: string }; find: (id: string) => Promise<P | undefined>; refused: string; accept?: (stored: P) => Promise<boolean> },
): Promise<{ stored: P; counter: number }> {
  const { db } = c.var;
  const challenge = await takeChallenge(c, opts.ceremony);
  if (!challenge) fail(401, "Your sign-in has expired. Please try again.");
  const attempt = await reserveOrThrottle(db, [{ key: `${opts.throttle.key}:${clientIp(c.req)}`, rule: opts.throttle.rule }], c.var.now(), "Too many failed sign-in attempts. Please wait and try again.");
  const stored = await opts.find(opts.response.id);
  if (!stored) fail(401, opts.refused);
  const result = await verifyAuthenticationResponse({
    response: opts.response as AuthenticationResponseJSON,
    ...expectedAnswer(c, challenge),
    credential: { id: stored.id, publicKey: isoBase64URL.toBuffer(stored.publicKey), counter: stored.counter, transports: stored.transports ?? undefined },
  }).catch(() => null);
  if (!result?.verified || (opts.accept && !(await opts.accept(stored)))) fail(401, opts.refused);
  await release(db, attempt);
  return { stored, counter: result.authenticationInfo.newCounter };
}
