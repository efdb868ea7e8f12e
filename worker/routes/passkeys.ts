import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { passkeyLogin, passkeyRegister, type Passkey } from "../contract/passkeys";
import { reauthBody } from "../contract/second-factors";
import { passkeys } from "../db/schema/index";
import type { AppEnv } from "../env";
import { recordActivity } from "../lib/activity";
import { fail } from "../lib/errors";
import { readJson } from "../lib/json-body";
import { accountAlertRow, insertedIds, sendAfterAnswer } from "../lib/outbox";
import { assertReauth } from "../lib/reauth";
import { ISSUER } from "../lib/second-factors";
import { startSession } from "../lib/sign-in";
import { clientIp, release, reserveOrThrottle, type ThrottleRule } from "../lib/throttle";
import { expectedAnswer, relyingParty, setChallengeCookie, takeChallenge } from "../lib/webauthn-challenge";
import { currentUser } from "../middleware/require-menu";
import { endpoint, json } from "../middleware/endpoint";

/**
 * Failed passkey sign-ins per address. Deliberately not the username's counter: guessing a
 * user's password must never lock its owner out of signing in with a passkey (issue 30).
 */
const PASSKEY_IP_RULE: ThrottleRule = { max: 20, windowMs: 15 * 60_000 };
const REFUSED = "That passkey was not accepted. Try again or sign in with your password.";

export const passkeyColumns = { id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt };
const columns = passkeyColumns;

/** Passkeys (WebAuthn, @simplewebauthn/server): register them in Account Settings, sign in with one alone. */
export const passkeyRoutes = new Hono<AppEnv>()
  .get("/passkeys", endpoint({ summary: "The signed-in user's passkeys { id, name, createdAt, lastUsedAt }[]", access: "session" }), async (c) =>
    c.json((await c.var.db.select(columns).from(passkeys).where(eq(passkeys.userId, currentUser(c).id)).orderBy(desc(passkeys.createdAt))) satisfies Passkey[]),
  )
  // Re-authentication here, at the start of the ceremony (issue 41): the challenge it hands out is the
  // only one /register accepts, and only once, so the password is proven for the passkey it adds.
  .post(
    "/passkeys/register/options",
    endpoint({
      summary: "WebAuthn creation options (discoverable, user verification required); needs the password",
      access: "session",
      body: json(reauthBody),
    }),
    async (c) => {
      const user = currentUser(c);
      const { password } = await readJson(c, reauthBody);
      await assertReauth(c, user.id, password);
      const existing = await c.var.db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, user.id));
      const options = await generateRegistrationOptions({
        rpName: ISSUER,
        rpID: relyingParty(c).rpID,
        userName: user.username,
        userDisplayName: user.name,
        userID: new Uint8Array(new TextEncoder().encode(String(user.id))),
        attestationType: "none",
        excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports ?? undefined })),
        // Discoverable and verified: the passkey alone signs in, from a browser that has never seen the username.
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
      await setChallengeCookie(c, "register", options.challenge, user.id);
      c.header("Cache-Control", "no-store");
      return c.json(options);
    },
  )
  .post("/passkeys/register", endpoint({ summary: "Registers a passkey { name, response } (logged)", access: "session", body: json(passkeyRegister) }), async (c) => {
    const user = currentUser(c);
    const { name, response } = await readJson(c, passkeyRegister);
    const challenge = await takeChallenge(c, "register", user.id);
    if (!challenge) fail(400, "The passkey setup expired. Please try again.");
    const result = await verifyRegistrationResponse({ response: response as unknown as RegistrationResponseJSON, ...expectedAnswer(c, challenge) }).catch(() => null);
    if (!result?.verified) fail(400, "The passkey could not be verified. Please try again.");
    const { credential } = result.registrationInfo;
    const { db } = c.var;
    const now = c.var.now();
    const results = await db.batch([
      db.insert(passkeys).values({
        id: credential.id,
        userId: user.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? null,
        name,
        createdAt: now.toISOString(),
      }),
      recordActivity(db, { by: user, at: now, action: "add-passkey", resource: "users", resourceId: user.id, label: name }),
      accountAlertRow(c, user.id, "passkey-added", { passkey: name }),
    ]);
    sendAfterAnswer(c, insertedIds(results, [2]));
    return c.json((await db.select(columns).from(passkeys).where(eq(passkeys.id, credential.id)))[0]! satisfies Passkey);
  })
  .delete(
    "/passkeys/:id{[A-Za-z0-9_-]+}",
    endpoint({ summary: "Removes one of the user's own passkeys (needs the password; logged)", access: "session", body: json(reauthBody) }),
    async (c) => {
      const user = currentUser(c);
      const { db } = c.var;
      const id = c.req.param("id");
      const { password } = await readJson(c, reauthBody);
      await assertReauth(c, user.id, password);
      const [found] = await db.select(columns).from(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)));
      if (!found) fail(404, "Passkey not found.");
      const results = await db.batch([
        db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id))),
        recordActivity(db, { by: user, at: c.var.now(), action: "delete-passkey", resource: "users", resourceId: user.id, label: found.name }),
        accountAlertRow(c, user.id, "passkey-removed", { passkey: found.name }),
      ]);
      sendAfterAnswer(c, insertedIds(results, [2]));
      return c.json({ deleted: id });
    },
  )
  .post("/passkeys/login/options", endpoint({ summary: "WebAuthn request options for signing in with a passkey alone", access: "public" }), async (c) => {
    // No allowCredentials: the browser offers the passkeys it holds for this site (discoverable).
    const options = await generateAuthenticationOptions({ rpID: relyingParty(c).rpID, userVerification: "required" });
    await setChallengeCookie(c, "login", options.challenge);
    c.header("Cache-Control", "no-store");
    return c.json(options);
  })
  .post(
    "/passkeys/login",
    endpoint({
      summary: "Signs in with a passkey alone { response }; sets the session cookie. Not counted against the username",
      access: "public",
      body: json(passkeyLogin),
    }),
    async (c) => {
      const { response } = await readJson(c, passkeyLogin);
      const { db } = c.var;
      const now = c.var.now();
      const challenge = await takeChallenge(c, "login");
      if (!challenge) fail(401, "Your sign-in has expired. Please try again.");
      const attempt = await reserveOrThrottle(db, [{ key: `passkey-ip:${clientIp(c.req)}`, rule: PASSKEY_IP_RULE }], now, "Too many failed sign-in attempts. Please wait and try again.");
      const [stored] = await db.select().from(passkeys).where(eq(passkeys.id, response.id));
      if (!stored) fail(401, REFUSED);
      const result = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        ...expectedAnswer(c, challenge),
        credential: { id: stored.id, publicKey: isoBase64URL.toBuffer(stored.publicKey), counter: stored.counter, transports: stored.transports ?? undefined },
      }).catch(() => null);
      if (!result?.verified) fail(401, REFUSED);
      await release(db, attempt);
      await db.update(passkeys).set({ counter: result.authenticationInfo.newCounter, lastUsedAt: now.toISOString() }).where(eq(passkeys.id, stored.id));
      // A passkey with user verification is two factors in one: no TOTP step after it.
      return c.json(await startSession(c, stored.userId));
    },
  );
