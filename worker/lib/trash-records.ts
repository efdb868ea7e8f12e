import { eq, inArray, or, sql } from "drizzle-orm";
import { canManageDesignation } from "../contract/roles";
import {
  emailCodes,
  leadNotes,
  menus,
  messageFiles,
  messages,
  outbox,
  passkeys,
  recoveryCodes,
  secondFactors,
  sessions,
  submenus,
  users,
  webauthnChallenges,
} from "../db/schema/index";
import { fail } from "./errors";
import { rowExists, takenIf } from "./trash-rows";
import { firstOf, insertRows, rowsOf, type TrashRows } from "./trash-rows";

/**
 * A menu with its submenus, or one submenu (one uni_id space: the same parts find either). A
 * submenu alone needs its menu back first; every uni_id must still be free.
 */
const menu: TrashRows = {
  parts: (uniId) => [
    { table: submenus, where: or(eq(submenus.menuUniId, uniId), eq(submenus.uniId, uniId))! },
    { table: menus, where: eq(menus.uniId, uniId) },
  ],
  check: async (db, payload) => {
    const ids = [...rowsOf(payload, menus), ...rowsOf(payload, submenus)].map((r) => String(r.uniId));
    takenIf((await rowExists(db, menus, inArray(menus.uniId, ids))) || (await rowExists(db, submenus, inArray(submenus.uniId, ids))), "A menu or submenu with this uni_id exists now, so it cannot be restored.");
    const parent = rowsOf(payload, menus).length ? null : String(firstOf(payload, submenus)?.menuUniId);
    if (parent && !(await rowExists(db, menus, eq(menus.uniId, parent)))) fail(409, `Its menu ${parent} is not there: restore the menu first.`);
  },
  restore: (db, payload) => [...insertRows(db, menus, payload), ...insertRows(db, submenus, payload)],
};

/** A lead's title in the Trash names no one (Admins have no inbox): "Lead #12 · contact · 2026-11-20". */
export const leadTitle = (lead: { id: number; kind: string; createdAt: string }) => `Lead #${lead.id} · ${lead.kind} · ${lead.createdAt.slice(0, 10)}`;

/**
 * A lead with its notes and its files' rows (a landowner's deeds stay in R2 while it is in the
 * Trash). Its unsent alerts go for good: a restore does not mail anyone again.
 */
const lead: TrashRows = {
  numericId: true,
  parts: (id) => [
    { table: leadNotes, where: eq(leadNotes.messageId, Number(id)) },
    { table: messageFiles, where: eq(messageFiles.messageId, Number(id)) },
    { table: messages, where: eq(messages.id, Number(id)) },
  ],
  alsoRemove: (db, id) => [db.delete(outbox).where(eq(outbox.messageId, Number(id)))],
  check: async (db, _payload, id) => takenIf(await rowExists(db, messages, eq(messages.id, Number(id)))),
  restore: (db, payload) => [...insertRows(db, messages, payload), ...insertRows(db, leadNotes, payload), ...insertRows(db, messageFiles, payload)],
};

/**
 * A user comes back with their second factor, recovery codes and passkeys, so the account is as safe
 * as it was; never with a session (they sign in again) or a pending code or challenge.
 */
const user: TrashRows = {
  numericId: true,
  parts: (id) => [
    { table: secondFactors, where: eq(secondFactors.userId, Number(id)) },
    { table: recoveryCodes, where: eq(recoveryCodes.userId, Number(id)) },
    { table: passkeys, where: eq(passkeys.userId, Number(id)) },
    { table: users, where: eq(users.id, Number(id)) },
  ],
  alsoRemove: (db, id, guarded) => [
    db.delete(sessions).where(guarded(eq(sessions.userId, Number(id)))),
    db.delete(emailCodes).where(guarded(eq(emailCodes.userId, Number(id)))),
    db.delete(webauthnChallenges).where(guarded(eq(webauthnChallenges.userId, Number(id)))),
  ],
  check: async (db, payload, id) => {
    const row = firstOf(payload, users);
    takenIf(await rowExists(db, users, eq(users.id, Number(id))));
    const name = String(row?.username ?? "");
    takenIf(await rowExists(db, users, sql`lower(${users.username}) = lower(${name})`), `Another user has the username ${name} now, so this one cannot be restored.`);
    takenIf(await rowExists(db, users, eq(users.email, String(row?.email ?? ""))), "Another user has this e-mail address now, so this one cannot be restored.");
  },
  restore: (db, payload) => [...insertRows(db, users, payload), ...insertRows(db, secondFactors, payload), ...insertRows(db, recoveryCodes, payload), ...insertRows(db, passkeys, payload)],
  mayTouch: (actor, payload) => canManageDesignation(actor.designation, String(firstOf(payload, users)?.designation ?? "")),
};

/** The Trash's kinds of staff records, by their API path. */
export const RECORD_TRASH = { dashboards: menu, messages: lead, users: user } satisfies Record<string, TrashRows>;
