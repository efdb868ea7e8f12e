import { canManageDesignation, canUseMenu, MENU_IDS, roleOf } from "../contract/roles";
import { SELF_EDITABLE, type User } from "../contract/users";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/require-menu";
import { fail } from "./errors";
import type { SessionUser } from "./session-user";
import { parseId } from "./users";

/**
 * The users hierarchy (ours; docs/product.md §6 shows none): Super-Admin 3 > Admin 2 > everyone else.
 * Staff with the users menu manage users they outrank or a Super-Admin; everybody may
 * edit their own name, email, phone and picture and reset their own password.
 */
export const MESSAGES = {
  noMenu: "You do not have permission to manage users.",
  outranked: "Only a Super-Admin can manage an Admin or a Super-Admin.",
  assign: "Only a Super-Admin can assign the Admin or Super-Admin designation.",
  ownDesignation: "You cannot change your own designation.",
  ownFields: "You may only change your own name, email, phone and picture.",
} as const;

export const canManageUsers = (actor: SessionUser) => canUseMenu(actor.designation, MENU_IDS.users);

/** Before the target is even loaded: someone else's account needs the users menu. */
export function assertMayTouch(actor: SessionUser, targetId: number | null) {
  if (targetId !== actor.id && !canManageUsers(actor)) fail(403, MESSAGES.noMenu);
}

/** Managing another account (or one's own beyond the self-editable fields). */
export function assertManages(actor: SessionUser, target: Pick<User, "designation">) {
  if (!canManageUsers(actor)) fail(403, MESSAGES.noMenu);
  if (!canManageDesignation(actor.designation, target.designation)) fail(403, MESSAGES.outranked);
}

export function assertMayAssign(actor: SessionUser, designation: string) {
  if (!canManageDesignation(actor.designation, designation)) fail(403, MESSAGES.assign);
}

export const sameDesignation = (a: string, b: string) => (roleOf(a) ?? a.trim()) === (roleOf(b) ?? b.trim());

/** Fields whose value really changes: the dashboard sends the whole form, unchanged fields included. */
export function changedFields(target: User, input: Partial<Record<keyof User, unknown>>): Partial<User> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const current = target[key as keyof User];
    const same =
      key === "designation"
        ? sameDesignation(String(value), String(current))
        : key === "email"
          ? String(value).toLowerCase() === String(current).toLowerCase()
          : value === current;
    if (!same) changes[key] = value;
  }
  return changes as Partial<User>;
}

/** PATCH /users/profile/{id}: who may make these changes to this account. */
export function assertMayEdit(actor: SessionUser, target: User, changes: Partial<User>) {
  const self = actor.id === target.id;
  if (self && changes.designation !== undefined) fail(403, MESSAGES.ownDesignation);
  const onlySelfFields = Object.keys(changes).every((k) => (SELF_EDITABLE as readonly string[]).includes(k));
  if (self && onlySelfFields) return;
  if (self && !(canManageUsers(actor) && canManageDesignation(actor.designation, target.designation))) {
    fail(403, MESSAGES.ownFields);
  }
  assertManages(actor, target);
  if (changes.designation !== undefined) assertMayAssign(actor, changes.designation);
}

/** The guard of the routes on one account (/users/{id}…): one's own, or anyone's with the users menu. */
export const selfOrUsersMenu = createMiddleware<AppEnv>(async (c, next) => {
  assertMayTouch(currentUser(c), parseId(c.req.param("id")));
  c.header("Cache-Control", "no-store");
  await next();
});
