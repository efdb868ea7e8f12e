import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { creationOptions, registeredCredential, requestOptions, verifiedSignIn } from "../lib/passkey-ceremony";
import { passkeyLogin, passkeyRegister, type Passkey } from "../contract/passkeys";
import { reauthBody } from "../contract/second-factors";
import { passkeys } from "../db/schema/index";
import type { AppEnv } from "../env";
import { recordActivity } from "../lib/activity";
import { fail } from "../lib/errors";
import { readJson } from "../lib/json-body";
import { accountAlertRow, insertedIds, sendAfterAnswer } from "../lib/outbox";
import { assertReauth } from "../lib/reauth";
import { startSession } from "../lib/sign-in";
import type { ThrottleRule } from "../lib/throttle";
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
      const who = { name: user.username, displayName: user.name, id: new Uint8Array(new TextEncoder().encode(String(user.id))) };
      return c.json(await creationOptions(c, "register", user.id, who, existing));
    },
  )
  .post("/passkeys/register", endpoint({ summary: "Registers a passkey { name, response } (logged)", access: "session", body: json(passkeyRegister) }), async (c) => {
    const user = currentUser(c);
    const { name, response } = await readJson(c, passkeyRegister);
    const credential = await registeredCredential(c, "register", user.id, response);
    const { db } = c.var;
    const now = c.var.now();
    const results = await db.batch([
      db.insert(passkeys).values({ ...credential, userId: user.id, name, createdAt: now.toISOString() }),
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
    return c.json(await requestOptions(c, "login"));
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
      const { stored, counter } = await verifiedSignIn(c, {
        ceremony: "login",
        throttle: { key: "passkey-ip", rule: PASSKEY_IP_RULE },
        response,
        find: async (id) => (await db.select().from(passkeys).where(eq(passkeys.id, id)))[0],
        refused: REFUSED,
      });
      await db.update(passkeys).set({ counter, lastUsedAt: c.var.now().toISOString() }).where(eq(passkeys.id, stored.id));
      // A passkey with user verification is two factors in one: no TOTP step after it.
      return c.json(await startSession(c, stored.userId));
    },
  );
