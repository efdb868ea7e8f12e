import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Db } from "../db/client";
import { passkeys, recoveryCodes, secondFactors } from "../db/schema/index";
import { openTotpSecret, sealTotpSecret } from "./totp-secret";

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
export const ISSUER = "UDAY Dashboard";
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (base32: string, label = "") =>
  new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: PERIOD_S, secret: Secret.fromBase32(base32) });

export const findSecondFactor = async (db: Db, userId: number) =>
  (await db.select().from(secondFactors).where(eq(secondFactors.userId, userId)).limit(1))[0] ?? null;

export const hasSecondFactor = async (db: Db, userId: number) => Boolean((await findSecondFactor(db, userId))?.enabledAt);

/** A new secret, sealed for storage, with what the authenticator app needs: the secret and its otpauth:// URI. */
export async function newTotpSecret(jwtSecret: string, userId: number, username: string) {
  const base32 = new Secret({ size: 20 }).base32;
  return { sealed: await sealTotpSecret(jwtSecret, userId, base32), secret: base32, uri: totpOf(base32, username).toString() };
}

/** The 30-second step a six-digit code belongs to, one step either side of now accepted; null when wrong. */
export async function totpStep(jwtSecret: string, row: { userId: number; secret: string }, code: string, now: Date): Promise<number | null> {
  const base32 = await openTotpSecret(jwtSecret, row.userId, row.secret);
  if (!base32 || !/^\d{6}$/.test(code)) return null;
  const delta = totpOf(base32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/**
 * Claims a step for the user: only when it is newer than the last one used, in one conditional
 * UPDATE, so a code (or an older one) replayed in its window, even at the same moment, fails.
 */
export function claimStep(db: Db, userId: number, step: number) {
  return db
    .update(secondFactors)
    .set({ lastUsedStep: step })
    .where(and(eq(secondFactors.userId, userId), or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step))))
    .returning({ userId: secondFactors.userId });
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
/** Recovery codes are typed by hand: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, "");

/** Ten codes of 10 characters (about 49 bits each), shown as "abcde-fghjk". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...crypto.getRandomValues(new Uint8Array(10))].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** SHA-256 of the user id and the code: random codes need no slow hash, and equal codes of two users differ. */
export async function hashRecoveryCode(userId: number, code: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${userId}:${normaliseRecoveryCode(code)}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Marks an unused recovery code used, atomically; true when there was one. */
export async function useRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const codeHash = await hashRecoveryCode(userId, code);
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

/** A TOTP code or a recovery code of a user whose second factor is on; each is accepted once. Which kind passed, or null. */
export async function checkSecondFactor(db: Db, jwtSecret: string, userId: number, code: string, now: Date): Promise<"totp" | "recovery" | null> {
  const row = await findSecondFactor(db, userId);
  if (!row?.enabledAt) return null;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const step = await totpStep(jwtSecret, row, trimmed, now);
    return step !== null && (await claimStep(db, userId, step)).length > 0 ? "totp" : null;
  }
  return (await useRecoveryCode(db, userId, trimmed, now)) ? "recovery" : null;
}

/** The statements that turn a user's second factor off (self): usable inside a batch. */
export const removeSecondFactor = (db: Db, userId: number) =>
  [db.delete(secondFactors).where(eq(secondFactors.userId, userId)), db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))] as const;

/** An admin's reset (a lost phone, or an account taken over): the TOTP, the recovery codes and every passkey go. */
export const resetSignInFactors = (db: Db, userId: number) => [...removeSecondFactor(db, userId), db.delete(passkeys).where(eq(passkeys.userId, userId))] as const;
