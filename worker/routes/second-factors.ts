import { and, count, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { totpCode, totpDisable, type TotpEnabled, type TotpSetup, type TotpStatus } from "../contract/second-factors";
import { recoveryCodes, secondFactors, users } from "../db/schema/index";
import type { AppEnv } from "../env";
import { recordActivity } from "../lib/activity";
import { assertCurrentPassword } from "../lib/current-password";
import { fail } from "../lib/errors";
import { readJson } from "../lib/json-body";
import { readPending } from "../lib/pending-sign-in";
import { checkSecondFactor, findSecondFactor, hashRecoveryCode, newRecoveryCodes, newTotpSecret, removeSecondFactor, totpStep } from "../lib/second-factors";
import type { SessionUser } from "../lib/session-user";
import { isRequiredFor, requiredDesignations } from "../lib/settings";
import { signInLimits, startSession } from "../lib/sign-in";
import { release, reserveOrThrottle } from "../lib/throttle";
import { currentUser, requireUser } from "../middleware/require-menu";

const EXPIRED = "Your sign-in has expired. Please sign in again.";
const WRONG_CODE = "That code is not right. Check the time on your phone and try again.";

/**
 * Who is setting up a second factor: the signed-in user, or a user between password and session
 * whose designation requires one (a pending "enrol" step: docs/decisions.md "Second factor").
 */
async function enrolee(c: Context<AppEnv>): Promise<{ user: SessionUser; pending: boolean }> {
  if (c.var.user) return { user: c.var.user, pending: false };
  const id = await readPending(c, "enrol");
  if (id === null) fail(401, "Please log in to continue.");
  const [row] = await c.var.db
    .select({ id: users.id, name: users.name, username: users.username, designation: users.designation })
    .from(users)
    .where(eq(users.id, id));
  if (!row) fail(401, "Please log in to continue.");
  return { user: { ...row, sessionId: "" }, pending: true };
}

/** TOTP (RFC 6238) for the signed-in user; the routes are named by issue 30 and docs/product.md. */
export const secondFactorRoutes = new Hono<AppEnv>()
  .get("/totp", requireUser, async (c) => {
    const user = currentUser(c);
    const { db } = c.var;
    const row = await findSecondFactor(db, user.id);
    const [left] = await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
    const required = isRequiredFor(await requiredDesignations(db), user.designation);
    return c.json({ enabled: Boolean(row?.enabledAt), required, recoveryCodesLeft: left?.n ?? 0 } satisfies TotpStatus);
  })
  .post("/totp/setup", async (c) => {
    const { user } = await enrolee(c);
    const { db } = c.var;
    if ((await findSecondFactor(db, user.id))?.enabledAt) fail(409, "Your second factor is already on. Turn it off first to set up a new one.");
    const fresh = await newTotpSecret(c.var.config.jwtSecret, user.id, user.username);
    // A new setup replaces an unconfirmed one: only the newest QR code works.
    await db
      .insert(secondFactors)
      .values({ userId: user.id, secret: fresh.sealed, enabledAt: null, lastUsedStep: null })
      .onConflictDoUpdate({ target: secondFactors.userId, set: { secret: fresh.sealed, enabledAt: null, lastUsedStep: null } });
    c.header("Cache-Control", "no-store");
    return c.json({ secret: fresh.secret, uri: fresh.uri } satisfies TotpSetup);
  })
  .post("/totp/enable", async (c) => {
    const { user, pending } = await enrolee(c);
    const { code } = await readJson(c, totpCode);
    const { db } = c.var;
    const now = c.var.now();
    const row = await findSecondFactor(db, user.id);
    if (!row) fail(409, "Set up the second factor first.");
    if (row.enabledAt) fail(409, "Your second factor is already on.");
    const step = await totpStep(c.var.config.jwtSecret, row, code, now);
    if (step === null) fail(422, WRONG_CODE, { code: [WRONG_CODE] });
    const codes = newRecoveryCodes();
    const hashes = await Promise.all(codes.map((k) => hashRecoveryCode(user.id, k)));
    await db.batch([
      db.update(secondFactors).set({ enabledAt: now.toISOString(), lastUsedStep: step }).where(eq(secondFactors.userId, user.id)),
      db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
      db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId: user.id, codeHash }))),
      recordActivity(db, { by: user, at: now, action: "enable-second-factor", resource: "users", resourceId: user.id, label: user.name }),
    ]);
    // Enrolment that the sign-in required is the last step of that sign-in.
    if (pending) await startSession(c, user.id);
    c.header("Cache-Control", "no-store");
    return c.json({ recoveryCodes: codes } satisfies TotpEnabled);
  })
  .post("/totp/verify", async (c) => {
    const { db } = c.var;
    const now = c.var.now();
    const userId = await readPending(c, "totp");
    if (userId === null) fail(401, EXPIRED);
    const { code } = await readJson(c, totpCode);
    const [found] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
    if (!found) fail(401, EXPIRED);
    // Wrong codes count in the sign-in throttle, on the same counters as wrong passwords.
    const attempt = await reserveOrThrottle(db, await signInLimits(c, found.username.toLowerCase()), now, "Too many failed sign-in attempts. Please wait and try again.");
    if (!(await checkSecondFactor(db, c.var.config.jwtSecret, userId, code, now))) fail(401, "Invalid code.");
    await release(db, attempt);
    return c.json(await startSession(c, userId));
  })
  .delete("/totp", requireUser, async (c) => {
    const user = currentUser(c);
    const { password } = await readJson(c, totpDisable);
    const { db } = c.var;
    const now = c.var.now();
    if (isRequiredFor(await requiredDesignations(db), user.designation)) fail(409, "Your designation requires a second factor, so it cannot be turned off.");
    await assertCurrentPassword(db, user.id, password, now);
    await db.batch([
      ...removeSecondFactor(db, user.id),
      recordActivity(db, { by: user, at: now, action: "disable-second-factor", resource: "users", resourceId: user.id, label: user.name }),
    ]);
    return c.json({ enabled: false });
  });
