import { containsName, readLeet } from "../contract/password-names";
import { fail } from "./errors";

/**
 * ASVS V6.2.4 (issue 41): a new password must not be a commonly used one, nor contain the account's
 * username or name. Checked on the server (user create, own change, admin reset) and by
 * `npm run user:create`; not in the shared zod schema, because the list (49,000 leaked passwords,
 * @zxcvbn-ts/language-common, about 380 KB) must stay out of the dashboard's JavaScript
 * (docs/decisions.md "Common and personal passwords refused").
 */

/** Digits and symbols around a word ("Password1!", "!!dragon99") do not make it another password. */
const DECORATION = /^[^\p{L}]+|[^\p{L}]+$/gu;
/** A shorter core ("abc" of "Abc!12345678") is left to the whole-password check. */
const CORE_MIN = 4;

export const TOO_COMMON = "This password is too common. Choose one that is harder to guess.";
export const HAS_NAME = "Password must not contain the username or name.";

/** The forms of a password looked up in the list: as typed, without its decoration, each also read without leet. */
export function listForms(password: string): string[] {
  const lower = password.normalize("NFKC").toLowerCase();
  const core = lower.replace(DECORATION, "");
  const forms = [lower, readLeet(lower)];
  if (core.length >= CORE_MIN) forms.push(core, readLeet(core));
  return [...new Set(forms)];
}

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The list, decompressed once per isolate on first use (tens of milliseconds), not at start-up:
 * only the password routes need it. A Set of strings holds no I/O, so module scope may keep it.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import("@zxcvbn-ts/language-common").then((m) => new Set(m.dictionary["passwords-common"]));
  return common;
}

/** Why a password is refused, or null. `names`: the account's username and name. */
export async function passwordProblem(password: string, names: string[]): Promise<string | null> {
  const list = await commonPasswords();
  if (listForms(password).some((f) => list.has(f))) return TOO_COMMON;
  return containsName(password, names) ? HAS_NAME : null;
}

/** 422 on `field` (the form's name for it: password, newPassword) when the password is refused. */
export async function assertPasswordAllowed(password: string, names: string[], field: "password" | "newPassword"): Promise<void> {
  const problem = await passwordProblem(password, names);
  if (problem) fail(422, problem, { [field]: [problem] });
}
