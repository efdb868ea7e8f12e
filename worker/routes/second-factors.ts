import { and, count, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { type EnrolCodeSent, reauthBody, totpCode, totpEnable, type TotpEnabled, type TotpSetup, type TotpStatus } from "../contract/second-factors";
import { recoveryCodes, secondFactors, users } from "../db/schema/index";
import type { ActivityAction } from "../contract/activity";
import type { AccountEvent } from "../contract/account-alerts";
import type { AppEnv } from "../env";
import { recordActivity } from "../lib/activity";
import { ENROL_CODE_WRONG, sendEnrolCode, useEnrolCode } from "../lib/enrol-code";
import { fail } from "../lib/errors";
import { readJson } from "../lib/json-body";
import { accountAlertRow, insertedIds, sendAfterAnswer } from "../lib/outbox";
import { readPending } from "../lib/pending-sign-in";
import { assertReauth } from "../lib/reauth";
import { checkSecondFactor, findSecondFactor, hashRecoveryCode, newRecoveryCodes, newTotpSecret, removeSecondFactor, totpStep } from "../lib/second-factors";
import type { SessionUser } from "../lib/session-user";
import { isRequiredFor, requiredDesignations } from "../lib/settings";
import { signInLimits, startSession } from "../lib/sign-in";
import { release, reserveOrThrottle } from "../lib/throttle";
import type { Statement } from "../lib/write";
import { currentUser } from "../middleware/require-menu";
import { endpoint, json } from "../middleware/endpoint";

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

/** Ten new recovery codes and the statements that replace the old ones with them. */
async function freshRecoveryCodes(db: AppEnv["Variables"]["db"], userId: number) {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((k) => hashRecoveryCode(userId, k)));
  return { codes, statements: [db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)), db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })))] as const };
}

/**
 * Fresh recovery codes for `user` (the old ones void), saved in one batch after `first` (what else the
 * change does) with the change's activity entry and the alert to the account's owner, which goes out
 * after the answer; the answer shows the codes once and no cache keeps it. `then`: what the change does
 * once saved, before the answer.
 */
async function answerNewCodes(
  c: Context<AppEnv>,
  user: SessionUser,
  change: { first: Statement[]; at: Date; action: ActivityAction; alert: AccountEvent; then?: () => Promise<unknown> },
) {
  const { db } = c.var;
  const { codes, statements } = await freshRecoveryCodes(db, user.id);
  const alert = accountAlertRow(c, user.id, change.alert);
  const activity = recordActivity(db, { by: user, at: change.at, action: change.action, resource: "users", resourceId: user.id, label: user.name });
  const batch: Statement[] = [...change.first, ...statements, activity, alert];
  const results: unknown[] = await db.batch(batch as [Statement, ...Statement[]]);
  sendAfterAnswer(c, insertedIds(results, [results.length - 1]));
  await change.then?.();
  c.header("Cache-Control", "no-store");
  return c.json({ recoveryCodes: codes } satisfies TotpEnabled);
}

/**
 * TOTP (RFC 6238) for the signed-in user; the routes are named by issues 30 and 41 and docs/product.md.
 * Every change needs the current password (lib/reauth.ts) and tells the account by e-mail (lib/outbox.ts).
 */
export const secondFactorRoutes = new Hono<AppEnv>()
  .get("/totp", endpoint({ summary: "{ enabled, required, recoveryCodesLeft } for the signed-in user's second factor", access: "session" }), async (c) => {
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
  .post(
    "/totp/setup",
    endpoint({
      summary: "A new TOTP secret { secret, uri } (signed in, or the pending enrolment step of a sign-in); needs the password",
      access: "public",
      body: json(reauthBody),
    }),
    async (c) => {
      const { user } = await enrolee(c);
      const { password } = await readJson(c, reauthBody);
      await assertReauth(c, user.id, password);
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
    },
  )
  // The must-enrol user between password and session proves their mailbox first (lib/enrol-code.ts).
  .post(
    "/totp/enrol-code",
    endpoint({
      summary: "E-mails a must-enrol user (the pending enrolment step) a one-time code for their first second factor { sentTo }",
      access: "public",
    }),
    async (c) => {
      const id = await readPending(c, "enrol");
      if (id === null) fail(401, EXPIRED);
      c.header("Cache-Control", "no-store");
      return c.json({ sentTo: await sendEnrolCode(c, id) } satisfies EnrolCodeSent);
    },
  )
  .post(
    "/totp/enable",
    endpoint({
      summary:
        "Confirms the setup with a first code and the password (and a pending enrolment's e-mailed emailCode); { recoveryCodes } shown once. Ends a pending enrolment with a session",
      access: "public",
      body: json(totpEnable),
    }),
    async (c) => {
      const { user, pending } = await enrolee(c);
      const { code, password, emailCode } = await readJson(c, totpEnable);
      await assertReauth(c, user.id, password);
      const { db } = c.var;
      const now = c.var.now();
      const row = await findSecondFactor(db, user.id);
      if (!row) fail(409, "Set up the second factor first.");
      if (row.enabledAt) fail(409, "Your second factor is already on.");
      const step = await totpStep(c.var.config.jwtSecret, row, code, now);
      if (step === null) fail(422, WRONG_CODE, { code: [WRONG_CODE] });
      // Checked last, so a wrong authenticator code does not cost the e-mailed one.
      if (pending && !(await useEnrolCode(db, user.id, emailCode, now))) fail(403, ENROL_CODE_WRONG, { emailCode: [ENROL_CODE_WRONG] });
      return answerNewCodes(c, user, {
        first: [db.update(secondFactors).set({ enabledAt: now.toISOString(), lastUsedStep: step }).where(eq(secondFactors.userId, user.id))],
        at: now,
        action: "enable-second-factor",
        alert: "second-factor-on",
        // Enrolment that the sign-in required is the last step of that sign-in.
        then: async () => pending && (await startSession(c, user.id)),
      });
    },
  )
  .post(
    "/totp/recovery-codes",
    endpoint({ summary: "New recovery codes { recoveryCodes }, the old ones void (needs the password)", access: "session", body: json(reauthBody) }),
    async (c) => {
      const user = currentUser(c);
      const { password } = await readJson(c, reauthBody);
      await assertReauth(c, user.id, password);
      const { db } = c.var;
      if (!(await findSecondFactor(db, user.id))?.enabledAt) fail(409, "Turn on your second factor first.");
      return answerNewCodes(c, user, { first: [], at: c.var.now(), action: "new-recovery-codes", alert: "recovery-codes-new" });
    },
  )
  .post(
    "/totp/verify",
    endpoint({ summary: "A TOTP or recovery code for the pending sign-in step; sets the session cookie", access: "public", body: json(totpCode) }),
    async (c) => {
      const { db } = c.var;
      const now = c.var.now();
      const userId = await readPending(c, "totp");
      if (userId === null) fail(401, EXPIRED);
      const { code } = await readJson(c, totpCode);
      const [found] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
      if (!found) fail(401, EXPIRED);
      // Wrong codes count in the sign-in throttle, on the same counters as wrong passwords.
      const attempt = await reserveOrThrottle(db, await signInLimits(c, found.username.toLowerCase()), now, "Too many failed sign-in attempts. Please wait and try again.");
      const passed = await checkSecondFactor(db, c.var.config.jwtSecret, userId, code, now);
      if (!passed) fail(401, "Invalid code.");
      await release(db, attempt);
      if (passed === "recovery") sendAfterAnswer(c, insertedIds([await accountAlertRow(c, userId, "recovery-code-used")], [0]));
      return c.json(await startSession(c, userId));
    },
  )
  .delete("/totp", endpoint({ summary: "Turns one's own second factor off (needs the password)", access: "session", body: json(reauthBody) }), async (c) => {
    const user = currentUser(c);
    const { password } = await readJson(c, reauthBody);
    const { db } = c.var;
    const now = c.var.now();
    if (isRequiredFor(await requiredDesignations(db), user.designation)) fail(409, "Your designation requires a second factor, so it cannot be turned off.");
    await assertReauth(c, user.id, password);
    const results = await db.batch([
      ...removeSecondFactor(db, user.id),
      recordActivity(db, { by: user, at: now, action: "disable-second-factor", resource: "users", resourceId: user.id, label: user.name }),
      accountAlertRow(c, user.id, "second-factor-off"),
    ]);
    sendAfterAnswer(c, insertedIds(results, [results.length - 1]));
    return c.json({ enabled: false });
  });
