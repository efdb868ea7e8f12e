import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { creationOptions, registeredCredential, requestOptions, verifiedSignIn } from "../lib/passkey-ceremony";
import { type BuyerPasskey, type BuyerPasskeyList, passkeyChangeUntil } from "../contract/buyer-passkeys";
import { passkeyLogin, passkeyRegister } from "../contract/passkeys";
import { buyerPasskeys } from "../db/schema/buyer-passkeys";
import type { AppEnv } from "../env";
import { buyerOf } from "../lib/buyer-access";
import { assertFreshBuyer, buyerPasskeyAlertRow, buyerUserId } from "../lib/buyer-passkeys";
import { startBuyerSession } from "../lib/buyer-sessions";
import { fail } from "../lib/errors";
import { readJson } from "../lib/json-body";
import { insertedIds, sendAfterAnswer } from "../lib/outbox";
import type { ThrottleRule } from "../lib/throttle";
import { endpoint, json } from "../middleware/endpoint";

/** Failed buyer passkey sign-ins per client address (IPv4, IPv6 /64), as staff ones are counted. */
const BUYER_PASSKEY_IP_RULE: ThrottleRule = { max: 20, windowMs: 15 * 60_000 };
const REFUSED = "That passkey was not accepted. Try again or sign in with a code we e-mail you.";
const columns = { id: buyerPasskeys.id, name: buyerPasskeys.name, createdAt: buyerPasskeys.createdAt, lastUsedAt: buyerPasskeys.lastUsedAt };
const own = (email: string, id?: string) => and(eq(buyerPasskeys.email, email), id === undefined ? undefined : eq(buyerPasskeys.id, id));

/**
 * A buyer's passkeys (docs/product.md §11 "Buyer passkeys"), mounted under /my beside the code
 * sign-in: their own table and challenge cookie, so a staff passkey never signs a buyer in nor the
 * reverse. Adding or removing one needs a fresh code sign-in and e-mails the buyer.
 */
export const myPasskeyRoutes = new Hono<AppEnv>()
  .get("/passkeys", endpoint({ summary: "The signed-in buyer's passkeys, and until when this session may add or remove one (15 minutes after a code sign-in; null otherwise)", access: "buyer" }), async (c) => {
    const buyer = c.var.buyer!;
    const passkeys = await c.var.db.select(columns).from(buyerPasskeys).where(own(buyer.email)).orderBy(desc(buyerPasskeys.createdAt));
    return c.json({ passkeys: passkeys satisfies BuyerPasskey[], changeUntil: passkeyChangeUntil(buyer, c.var.now()) } satisfies BuyerPasskeyList);
  })
  .post(
    "/passkeys/register/options",
    endpoint({ summary: "WebAuthn creation options for a buyer's passkey (discoverable, user verification required); 403 unless signed in with a code in the last 15 minutes", access: "buyer" }),
    async (c) => {
      assertFreshBuyer(c);
      const { email } = c.var.buyer!;
      const existing = await c.var.db.select({ id: buyerPasskeys.id, transports: buyerPasskeys.transports }).from(buyerPasskeys).where(own(email));
      return c.json(await creationOptions(c, "buyer-register", email, { name: email, displayName: email, id: await buyerUserId(email) }, existing));
    },
  )
  .post(
    "/passkeys/register",
    endpoint({ summary: "Registers a buyer's passkey { name, response }; e-mails the buyer. 403 unless signed in with a code in the last 15 minutes", access: "buyer", body: json(passkeyRegister) }),
    async (c) => {
      assertFreshBuyer(c);
      const { email } = c.var.buyer!;
      const { name, response } = await readJson(c, passkeyRegister);
      const credential = await registeredCredential(c, "buyer-register", email, response);
      const { db } = c.var;
      // A credential id is the authenticator's: one already here (this buyer's, or another's) is not added twice.
      if ((await db.select({ id: buyerPasskeys.id }).from(buyerPasskeys).where(eq(buyerPasskeys.id, credential.id))).length) fail(409, "This passkey is already added.");
      const alert = await buyerPasskeyAlertRow(c, email, "buyer-passkey-added", name);
      const results = await db.batch([
        db.insert(buyerPasskeys).values({ ...credential, email, name, createdAt: c.var.now().toISOString() }),
        alert.insert,
      ]);
      sendAfterAnswer(c, insertedIds(results, [1]));
      return c.json((await db.select(columns).from(buyerPasskeys).where(eq(buyerPasskeys.id, credential.id)))[0]! satisfies BuyerPasskey);
    },
  )
  .delete(
    "/passkeys/:id{[A-Za-z0-9_-]+}",
    endpoint({ summary: "Removes one of the buyer's own passkeys; e-mails the buyer. 403 unless signed in with a code in the last 15 minutes, 404 for any other", access: "buyer" }),
    async (c) => {
      assertFreshBuyer(c);
      const { email } = c.var.buyer!;
      const { db } = c.var;
      const id = c.req.param("id");
      const [found] = await db.select(columns).from(buyerPasskeys).where(own(email, id));
      if (!found) fail(404, "Passkey not found.");
      const alert = await buyerPasskeyAlertRow(c, email, "buyer-passkey-removed", found.name);
      const results = await db.batch([db.delete(buyerPasskeys).where(own(email, id)), alert.insert]);
      sendAfterAnswer(c, insertedIds(results, [1]));
      return c.json({ deleted: id });
    },
  )
  .post("/passkeys/login/options", endpoint({ summary: "WebAuthn request options for a buyer signing in with a passkey", access: "public" }), async (c) => {
    return c.json(await requestOptions(c, "buyer-login"));
  })
  .post(
    "/passkeys/login",
    endpoint({ summary: "Signs a buyer in with one of their passkeys { response }; sets the buyer session cookie (401 for any other passkey, a staff one included)", access: "public", body: json(passkeyLogin) }),
    async (c) => {
      const { response } = await readJson(c, passkeyLogin);
      const { db } = c.var;
      const { stored, counter } = await verifiedSignIn(c, {
        ceremony: "buyer-login",
        throttle: { key: "buyer-passkey-ip", rule: BUYER_PASSKEY_IP_RULE },
        response,
        find: async (id) => (await db.select().from(buyerPasskeys).where(eq(buyerPasskeys.id, id)))[0],
        refused: REFUSED,
        // An address no booking names any more is no buyer: its passkey signs nobody in.
        accept: async (p) => !!(await buyerOf(db, p.email)),
      });
      await db.update(buyerPasskeys).set({ counter, lastUsedAt: c.var.now().toISOString() }).where(eq(buyerPasskeys.id, stored.id));
      await startBuyerSession(c, stored.email, "passkey");
      c.header("Cache-Control", "no-store");
      return c.json({ isAuthenticated: true as const });
    },
  );
