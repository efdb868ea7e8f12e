import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Passkey } from "../contract/passkeys";
import { MENU_IDS } from "../contract/roles";
import { passkeys } from "../db/schema/index";
import type { AppEnv } from "../env";
import { recordActivity } from "../lib/activity";
import { fail } from "../lib/errors";
import { accountAlertRow, insertedIds, sendAfterAnswer } from "../lib/outbox";
import { findUser, parseId } from "../lib/users";
import { assertManages } from "../lib/users-access";
import { currentUser } from "../middleware/require-menu";
import { passkeyColumns } from "./passkeys";
import { endpoint } from "../middleware/endpoint";

const ID = ":id{[0-9]+}";

/**
 * /users/{id}/passkeys (issue 41): an Admin or Super-Admin sees and removes another user's passkeys,
 * within the rank rules of a password reset (lib/users-access.ts), logged, and the owner is told by
 * e-mail. One's own are managed in Account Settings, with the password (routes/passkeys.ts).
 */
export const userPasskeys = new Hono<AppEnv>()
  .get(
    `/${ID}/passkeys`,
    endpoint({ summary: "Another user's passkeys { id, name, createdAt, lastUsedAt }[], within the rank rules", access: [MENU_IDS.users] }),
    async (c) => {
      const actor = currentUser(c);
      const target = await findUser(c.var.db, parseId(c.req.param("id")));
      if (target.id === actor.id) fail(400, "Manage your own passkeys in Account Settings.");
      assertManages(actor, target);
      c.header("Cache-Control", "no-store");
      return c.json((await c.var.db.select(passkeyColumns).from(passkeys).where(eq(passkeys.userId, target.id)).orderBy(desc(passkeys.createdAt))) satisfies Passkey[]);
    },
  )
  .delete(
    `/${ID}/passkeys/:passkeyId{[A-Za-z0-9_-]+}`,
    endpoint({ summary: "Removes another user's passkey, within the rank rules (logged)", access: [MENU_IDS.users] }),
    async (c) => {
      const actor = currentUser(c);
      const { db } = c.var;
      const target = await findUser(db, parseId(c.req.param("id")));
      if (target.id === actor.id) fail(400, "Manage your own passkeys in Account Settings.");
      assertManages(actor, target);
      const id = c.req.param("passkeyId");
      const [found] = await db.select(passkeyColumns).from(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, target.id)));
      if (!found) fail(404, "Passkey not found.");
      const results = await db.batch([
        db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, target.id))),
        recordActivity(db, { by: actor, at: c.var.now(), action: "delete-passkey", resource: "users", resourceId: target.id, label: `${target.name}: ${found.name}` }),
        accountAlertRow(c, target.id, "passkey-removed", { passkey: found.name, by: actor.name }),
      ]);
      sendAfterAnswer(c, insertedIds(results, [2]));
      return c.json({ deleted: id });
    },
  );
