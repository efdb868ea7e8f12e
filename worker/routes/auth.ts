import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { loginBody } from "../contract/auth";
import type { SecondFactorDue } from "../contract/second-factors";
import { users } from "../db/schema/index";
import type { AppEnv } from "../env";
import { readJson } from "../lib/json-body";
import { DUMMY_HASH, verifyPassword } from "../lib/passwords";
import { revokeSession } from "../lib/sessions";
import { release, reserveOrThrottle } from "../lib/throttle";
import { fail } from "../lib/errors";
import { setPendingCookie } from "../lib/pending-sign-in";
import { hasSecondFactor } from "../lib/second-factors";
import { isRequiredFor, requiredDesignations } from "../lib/settings";
import { signInLimits, startSession } from "../lib/sign-in";
import { clearSessionCookie } from "../middleware/session";
import { endpoint, json } from "../middleware/endpoint";

export const auth = new Hono<AppEnv>()
  .post("/login", endpoint({ summary: "Sign in; sets the session cookie", access: "public", body: json(loginBody) }), async (c) => {
    const { username, password } = await readJson(c, loginBody);
    const { db } = c.var;
    const now = c.var.now();
    const name = username.toLowerCase();
    // The attempt is recorded before the password is hashed (lib/sign-in.ts: whose counter).
    const attempt = await reserveOrThrottle(db, await signInLimits(c, name), now, "Too many failed sign-in attempts. Please wait and try again.");

    const [found] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, designation: users.designation })
      .from(users)
      .where(eq(sql`lower(${users.username})`, name))
      .limit(1);
    // Unknown users cost a full hash too, so timing does not reveal which usernames exist.
    const ok = await verifyPassword(password, found?.passwordHash ?? DUMMY_HASH);
    // A failure stays recorded: the reserved event is the failure.
    if (!found || !ok) fail(401, "Invalid username or password.");
    // A success is no failure. (The browser gets a fresh device cookie with its session: a new counter.)
    await release(db, attempt);
    // No session before the second factor (docs/decisions.md "Second factor"): a pending step instead.
    const due: SecondFactorDue["secondFactor"] | null = (await hasSecondFactor(db, found.id))
      ? "totp"
      : isRequiredFor(await requiredDesignations(db), found.designation)
        ? "enrol"
        : null;
    if (due) {
      await setPendingCookie(c, found.id, due);
      c.header("Cache-Control", "no-store");
      return c.json({ secondFactor: due } satisfies SecondFactorDue);
    }
    return c.json(await startSession(c, found.id));
  })
  .get("/check-auth", endpoint({ summary: "{ isAuthenticated }", access: "public" }), (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ isAuthenticated: c.var.user !== null });
  })
  .post("/logout", endpoint({ summary: "Ends the session on the server", access: "public" }), async (c) => {
    if (c.var.user) await revokeSession(c.var.db, c.var.user.sessionId, c.var.now());
    clearSessionCookie(c);
    c.header("Cache-Control", "no-store");
    return c.json({ isAuthenticated: false });
  });
