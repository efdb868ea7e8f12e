import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { MENU_IDS, roleOf } from "../contract/roles";
import { userPasswordReset, type PasswordResetResponse, userUpdate } from "../contract/users";
import { users as usersTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { readForm, validate } from "../lib/form";
import { assertCurrentPassword } from "../lib/current-password";
import { assertPasswordAllowed } from "../lib/password-rule";
import { hashPassword } from "../lib/passwords";
import { revokeUserSessions } from "../lib/sessions";
import {
  anotherSuperAdminExists,
  assertUnique,
  deleteUser,
  findUser,
  listUsers,
  pageUsers,
  parseId,
  revokeOnNewDesignation,
  toProfile,
  uniqueConflict,
  userImageFields as files,
} from "../lib/users";
import { assertManages, assertMayEdit, changedFields } from "../lib/users-access";
import { commit } from "../lib/write";
import { readPageQuery } from "../lib/paging";
import { changeBy, recordActivity } from "../lib/activity";
import { resetSignInFactors } from "../lib/second-factors";
import { accountAlertRow, insertedIds, sendAfterAnswer } from "../lib/outbox";
import { assertReauth } from "../lib/reauth";
import { fail } from "../lib/errors";
import { currentUser } from "../middleware/require-menu";
import { clearSessionCookie } from "../middleware/session";
import { storeFiles } from "../storage/store";
import { endpoint, multipart } from "../middleware/endpoint";

const ID = ":id{[0-9]+}";

export const users = new Hono<AppEnv>()
  // Without `page` the whole list, as always; with it one page (worker/contract/paging.ts).
  .get(
    "/",
    endpoint({ summary: "Every staff user, newest first; with page (pageSize, q) one page { items, total, page, pageSize }", access: [MENU_IDS.users] }),
    async (c) => {
      const paging = readPageQuery(c);
      return c.json(paging ? await pageUsers(c.var.db, paging) : await listUsers(c.var.db));
    },
  )
  // Before /{id}: any signed-in user's own profile.
  .get(
    "/profile",
    endpoint({ summary: "The signed-in user's profile", access: "session" }),
    async (c) => c.json(toProfile(await findUser(c.var.db, currentUser(c).id))),
  )
  .get(`/${ID}`, endpoint({ summary: "One user", access: { self: true, menus: [MENU_IDS.users] } }), async (c) => {
    const id = parseId(c.req.param("id"));
    return c.json(await findUser(c.var.db, id));
  })
  .patch(`/profile/${ID}`, endpoint({ summary: "Edit a user", access: { self: true, menus: [MENU_IDS.users] }, body: multipart(userUpdate, files) }), async (c) => {
    const actor = currentUser(c);
    const { db } = c.var;
    const id = parseId(c.req.param("id"));
    const target = await findUser(db, id);
    const form = await readForm(c, files);
    const { image: _ignored, currentPassword, ...fields } = validate(userUpdate, form.fields);
    const changes = changedFields(target, fields);
    assertMayEdit(actor, target, form.files.image?.length ? { ...changes, image: "(new file)" } : changes);
    // One's own e-mail is where account alerts and enrolment codes go: a session alone cannot move it.
    if (changes.email && target.id === actor.id) await assertReauth(c, actor.id, currentPassword, "currentPassword");
    await assertUnique(db, changes, target.id);
    const stored = await storeFiles(c.var.bucket, files, form.files, form.variants);
    const image = stored.paths.image?.[0];
    if (!Object.keys(changes).length && !image) return c.json(target);

    const now = c.var.now();
    const designation = changes.designation;
    // Demoting a Super-Admin needs another one left; a new designation ends the user's sessions.
    const guard = designation && roleOf(target.designation) === "Super-Admin" ? anotherSuperAdminExists() : undefined;
    const emailAlert = changes.email ? [accountAlertRow(c, target.id, "email-changed", { to: target.email, ...(target.id === actor.id ? {} : { by: actor.name }) })] : [];
    const results = await commit(
      db,
      [
        db
          .update(usersTable)
          .set({ ...changes, ...(image ? { image } : {}), updatedAt: now.toISOString() })
          .where(and(eq(usersTable.id, target.id), guard))
          .returning({ id: usersTable.id }),
        ...(designation ? [revokeOnNewDesignation(db, target.id, designation, now)] : []),
      ],
      {
        stored,
        activity: changeBy(c, {
          action: "update",
          resource: "users",
          resourceId: target.id,
          label: changes.name ?? target.name,
          // A guarded demotion that was held back changed nothing.
          when: guard ? sql`exists(select 1 from ${usersTable} where ${usersTable.id} = ${target.id} and ${usersTable.designation} = ${designation})` : undefined,
        }),
        // The old address is told (the new one may be a thief's); last of the batch but the version bump.
        extra: emailAlert,
      },
    ).catch(uniqueConflict);
    if (!(results[0] as unknown[]).length) fail(409, "The last Super-Admin cannot be given another designation.");
    if (emailAlert.length) sendAfterAnswer(c, insertedIds(results, [results.length - 2]));
    return c.json(await findUser(db, target.id));
  })
  .patch(
    `/${ID}/reset-password`,
    endpoint({ summary: "Set a new password; ends that user's sessions", access: { self: true, menus: [MENU_IDS.users] }, body: multipart(userPasswordReset) }),
    async (c) => {
      const actor = currentUser(c);
      const { db } = c.var;
      const id = parseId(c.req.param("id"));
      const target = await findUser(db, id);
      const self = target.id === actor.id;
      if (!self) assertManages(actor, target);
      const form = await readForm(c, []);
      const { newPassword, currentPassword } = validate(userPasswordReset, form.fields);
      const now = c.var.now();
      // One's own password needs the current one; a higher rank resetting someone else's does not.
      if (self) await assertCurrentPassword(db, actor.id, currentPassword, now);
      await assertPasswordAllowed(newPassword, [target.username, target.name], "newPassword");
      const passwordHash = await hashPassword(newPassword);
      // Every session of that user ends, the caller's own included on a self reset; the owner is told.
      const results = await commit(
        db,
        [
          db.update(usersTable).set({ passwordHash, updatedAt: now.toISOString() }).where(eq(usersTable.id, target.id)),
          revokeUserSessions(db, target.id, now),
        ],
        {
          activity: changeBy(c, { action: "reset-password", resource: "users", resourceId: target.id, label: target.name }),
          extra: [self ? accountAlertRow(c, target.id, "password-changed") : accountAlertRow(c, target.id, "password-reset", { by: actor.name })],
        },
      );
      sendAfterAnswer(c, insertedIds(results, [results.length - 2]));
      if (self) clearSessionCookie(c);
      return c.json({ message: "Password reset successfully", loggedOut: self } satisfies PasswordResetResponse);
    },
  )
  // The admin reset of a second factor (a lost phone, or an account taken over), within the rank rules
  // of a password reset: the TOTP, the recovery codes and every passkey go, and every session ends
  // (issue 41: a passkey planted with a stolen session must not survive it). Logged; the owner is told.
  // One's own is turned off in Account Settings.
  .delete(
    `/${ID}/totp`,
    endpoint({ summary: "Resets a user's second factor: removes their TOTP and every passkey, ends their sessions (logged)", access: [MENU_IDS.users] }),
    async (c) => {
      const actor = currentUser(c);
      const { db } = c.var;
      const target = await findUser(db, parseId(c.req.param("id")));
      if (target.id === actor.id) fail(400, "Turn off your own second factor in Account Settings.");
      assertManages(actor, target);
      const now = c.var.now();
      const results = await db.batch([
        ...resetSignInFactors(db, target.id),
        revokeUserSessions(db, target.id, now),
        recordActivity(db, { by: actor, at: now, action: "reset-second-factor", resource: "users", resourceId: target.id, label: target.name }),
        accountAlertRow(c, target.id, "second-factor-reset", { by: actor.name }),
      ]);
      sendAfterAnswer(c, insertedIds(results, [results.length - 1]));
      return c.json({ reset: target.id });
    },
  )
  .delete(`/${ID}/sessions`, endpoint({ summary: "Ends every session of a user (logged)", access: [MENU_IDS.users] }), async (c) => {
    const actor = currentUser(c);
    const { db } = c.var;
    const target = await findUser(db, parseId(c.req.param("id")));
    if (target.id === actor.id) fail(400, "End your own sessions in Account Settings.");
    assertManages(actor, target);
    const now = c.var.now();
    await db.batch([
      revokeUserSessions(db, target.id, now),
      recordActivity(db, { by: actor, at: now, action: "end-sessions", resource: "users", resourceId: target.id, label: target.name }),
    ]);
    return c.json({ ended: target.id });
  })
  .delete(`/${ID}`, endpoint({ summary: "Move a user to the Trash and end their sessions", access: [MENU_IDS.users] }), async (c) => {
    const actor = currentUser(c);
    const { db } = c.var;
    const id = parseId(c.req.param("id"));
    if (id === actor.id) fail(400, "You cannot delete your own account.");
    const target = await findUser(db, id);
    assertManages(actor, target);
    const result = await deleteUser(db, target, changeBy(c, { action: "delete", resource: "users", resourceId: target.id, label: target.name }));
    if (result === "last-super-admin") fail(409, "The last Super-Admin cannot be deleted.");
    if (result === "gone") fail(404, "User not found.");
    return c.json({ deleted: target.id });
  });
