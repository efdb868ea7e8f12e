import { and, desc, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Profile } from "../contract/auth";
import { roleOf } from "../contract/roles";
import type { User } from "../contract/users";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema/index";
import type { Page, PageQuery } from "../contract/paging";
import type { LoggedChange } from "./activity";
import { matchesAny, offsetOf } from "./paging";
import { conflictOr, fail } from "./errors";
import { moveToTrash } from "./trash";
import { commit } from "./write";
import { type FileField, IMAGE } from "../storage/upload-rules";

/** Columns safe to send: every user column except the password hash. */
export const publicUserColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  employeeId: users.employeeId,
  department: users.department,
  designation: users.designation,
  phone: users.phone,
  image: users.image,
  lastLogin: users.lastLogin,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** A numeric path id (users, messages); anything else is simply not found. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}

/** GET /users/profile: the fields the header and profile screens read (docs/product.md §7), plus a few more. */
export function toProfile(u: User): Profile {
  const { id, name, username, email, phone, designation, department, employeeId, image, lastLogin } = u;
  return { id, name, username, email, phone, designation, department, employeeId, image, lastLogin };
}

export async function listUsers(db: Db): Promise<User[]> {
  return db.select(publicUserColumns).from(users).orderBy(desc(users.id));
}

/** One page of GET /users?page=…: newest first; q matches name, username, email, employeeId, designation, department. */
export async function pageUsers(db: Db, query: PageQuery & { page: number }): Promise<Page<User>> {
  const where = matchesAny(query.q, [users.name, users.username, users.email, users.employeeId, users.designation, users.department]);
  const [[counted], items] = await db.batch([
    db.select({ total: sql<number>`count(*)` }).from(users).where(where),
    db.select(publicUserColumns).from(users).where(where).orderBy(desc(users.id)).limit(query.pageSize).offset(offsetOf(query)),
  ]);
  return { items, total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One user by numeric id, or 404. */
export async function findUser(db: Db, id: number | null): Promise<User> {
  const [found] = id === null ? [] : await db.select(publicUserColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!found) fail(404, "User not found.");
  return found;
}

/** 409 when another account already uses this username or email (compared case-insensitively, as login does). */
export async function assertUnique(db: Db, input: { username?: string; email?: string }, exceptId?: number) {
  const checks: SQL[] = [];
  if (input.username) checks.push(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
  if (input.email) checks.push(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
  if (!checks.length) return;
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(and(or(...checks), exceptId === undefined ? undefined : ne(users.id, exceptId)));
  if (input.username && taken.some((u) => u.username.toLowerCase() === input.username!.toLowerCase())) {
    fail(409, "That username is already taken.", { username: ["That username is already taken"] });
  }
  if (taken.length) fail(409, "That email is already in use.", { email: ["That email is already in use"] });
}

/** A unique index on users caught a race the check above could not: the same 409 as that check. */
export const uniqueConflict = conflictOr((violation) => {
  const field = /UNIQUE constraint failed:[^\n]*\.email/i.test(violation) ? "email" : "username";
  const message = field === "email" ? "That email is already in use." : "That username is already taken.";
  return { message, issues: { [field]: [message.slice(0, -1)] } };
});

/** SQL twin of roleOf(...) === "Super-Admin", for guards that must hold inside one statement. */
export const isSuperAdminSql = (column: SQLiteColumn): SQL =>
  sql`lower(replace(replace(trim(${column}), ' ', '-'), '_', '-')) = 'super-admin'`;

/** True while more than one Super-Admin exists: the last one is never deleted or demoted. */
export const anotherSuperAdminExists = (): SQL =>
  sql`(select count(*) from ${users} where ${isSuperAdminSql(users.designation)}) > 1`;

/** The optional profile picture of register and profile edits (docs/product.md §5: image files only). */
export const userImageFields: FileField[] = [{ name: "image", folder: "images", rule: IMAGE, multiple: false }];

/**
 * Moves a user to the Trash in one batch (lib/trash.ts; docs/decisions.md "Trash"): their sessions
 * end. The last Super-Admin is never deleted, even when two Super-Admins delete each other at once:
 * the guard is part of every statement. Returns "last-super-admin" when the guard held the row
 * back, "gone" when it no longer existed.
 */
export async function deleteUser(db: Db, target: Pick<User, "id" | "designation" | "name">, activity: LoggedChange) {
  const guard = roleOf(target.designation) === "Super-Admin" ? anotherSuperAdminExists() : undefined;
  const writes = moveToTrash(db, "users", String(target.id), target.name, activity, guard);
  // Logged only when this batch removed the row (the guard did not hold it back, no race beat it).
  const results = await commit(db, writes, { activity: { ...activity, when: sql`changes() > 0` } });
  if ((results[writes.length - 1] as { rowsAffected: number }).rowsAffected) return "deleted" as const;
  return guard ? ("last-super-admin" as const) : ("gone" as const);
}

/**
 * Ends a user's live sessions if their designation is now `designation`: placed after the
 * guarded update in the same batch, it revokes exactly when that update went through.
 */
export const revokeOnNewDesignation = (db: Db, userId: number, designation: string, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        sql`exists(select 1 from ${users} where ${users.id} = ${userId} and ${users.designation} = ${designation})`,
      ),
    );
