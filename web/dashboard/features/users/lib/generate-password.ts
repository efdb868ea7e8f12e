import { containsName } from "@/shared/lib/contract";

/**
 * docs/product.md §9 "Generated password": 12 characters by default, at least one digit, one
 * uppercase letter, one lowercase letter and one special character, shuffled. Every choice comes
 * from crypto.getRandomValues (never Math.random), drawn without modulo bias.
 */
export const PASSWORD_CLASSES = {
  upper: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  lower: "abcdefghijklmnopqrstuvwxyz",
  digit: "0123456789",
  special: "!@#$%^&*()-_=+[]{};:,.?",
} as const;

export const GENERATED_PASSWORD_LENGTH = 12;

/** Fills the array with random values, as crypto.getRandomValues does (injectable for tests). */
export type RandomSource = (values: Uint32Array) => Uint32Array;

const cryptoSource: RandomSource = (values) => crypto.getRandomValues(values);

/** A uniform whole number in [0, n): values from the biased top end of the 32-bit range are redrawn. */
export function randomIndex(n: number, random: RandomSource = cryptoSource): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buf = new Uint32Array(1);
  for (;;) {
    const v = random(buf)[0]!;
    if (v < limit) return v % n;
  }
}

/**
 * A generated password the server accepts (worker/lib/password-rule.ts): twelve random characters
 * are never in its common-password list, and one that happens to contain a part of the account's
 * username or name (`avoid`) is drawn again.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH, random: RandomSource = cryptoSource, avoid: string[] = []): string {
  for (;;) {
    const password = drawPassword(length, random);
    if (!containsName(password, avoid)) return password;
  }
}

function drawPassword(length: number, random: RandomSource): string {
  const classes = Object.values(PASSWORD_CLASSES);
  if (!Number.isInteger(length) || length < classes.length) throw new RangeError(`A password needs at least ${classes.length} characters`);
  const all = classes.join("");
  const pick = (set: string) => set[randomIndex(set.length, random)]!;
  // One of each class first, the rest from every class, then a Fisher–Yates shuffle so the
  // guaranteed characters sit anywhere.
  const chars = [...classes.map(pick), ...Array.from({ length: length - classes.length }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, random);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join("");
}
