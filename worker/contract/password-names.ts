/**
 * The personal half of the password rule (ASVS V6.2.4, issue 41): a password may not contain the
 * account's username or name. Zod-free and list-free, so the dashboard's generator can avoid what
 * the server (worker/lib/password-rule.ts, which adds the common-password list) would refuse.
 */

/** Name parts shorter than this ("Al", "Md") are too common inside random text to refuse on. */
export const NAME_PART_MIN = 4;

/** Leet spellings read back as letters ("p@ssw0rd" is "password"). */
const LEET: Record<string, string> = { "@": "a", "4": "a", "0": "o", "3": "e", "1": "i", "!": "i", $: "s", "5": "s", "7": "t" };

/** Lower-case, NFKC, leet read back as letters. */
export const readLeet = (s: string) => s.normalize("NFKC").toLowerCase().replace(/[@4031!$57]/g, (ch) => LEET[ch]!);

/** The parts of a username and name a password may not contain: each whole, and each word of 4+ characters. */
export function nameParts(...names: string[]): string[] {
  const parts = names.flatMap((n) => [n, ...n.split(/[^\p{L}\p{N}]+/u)]).map((p) => p.normalize("NFKC").toLowerCase().trim());
  return [...new Set(parts.filter((p) => p.length >= NAME_PART_MIN))];
}

/** Whether the password contains a part of these names, as typed or read without leet, ignoring case. */
export function containsName(password: string, names: string[]): boolean {
  const lower = password.normalize("NFKC").toLowerCase();
  const plain = readLeet(password);
  return nameParts(...names).some((p) => lower.includes(p) || plain.includes(p));
}
