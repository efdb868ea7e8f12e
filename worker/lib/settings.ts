import { eq } from "drizzle-orm";
import { roleOf } from "../contract/roles";
import type { Db } from "../db/client";
import { settings } from "../db/schema/index";

/** The designations whose users must sign in with a second factor (a Super-Admin's choice). */
export const SECOND_FACTOR_KEY = "second-factor-designations";

const canonical = (designation: string) => roleOf(designation) ?? designation.trim();

export async function requiredDesignations(db: Db): Promise<string[]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SECOND_FACTOR_KEY));
  return Array.isArray(row?.value) ? (row.value as unknown[]).filter((v): v is string => typeof v === "string") : [];
}

/** Free-text designations compare as the users screen compares them ("super admin" is "Super-Admin"). */
export const isRequiredFor = (required: string[], designation: string) => required.map(canonical).includes(canonical(designation));

export const saveRequiredDesignations = (db: Db, designations: string[], now: Date) => {
  const value = [...new Set(designations.map(canonical))];
  return db
    .insert(settings)
    .values({ key: SECOND_FACTOR_KEY, value, updatedAt: now.toISOString() })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now.toISOString() } });
};

/** Whether approving needs an Admin or Super-Admin (issue 32); off until a Super-Admin turns it on. */
export const APPROVAL_KEY = "approval-required";

export async function approvalRequired(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, APPROVAL_KEY));
  return row?.value === true;
}

export const saveApprovalRequired = (db: Db, required: boolean, now: Date) =>
  db
    .insert(settings)
    .values({ key: APPROVAL_KEY, value: required, updatedAt: now.toISOString() })
    .onConflictDoUpdate({ target: settings.key, set: { value: required, updatedAt: now.toISOString() } });
