import type { LanguageCode } from "@/shared/lib/contract";

/** One namespace's strings: nested objects (and the testimonials' array) of strings, as in i18n/{en,bn}/*.json. */
export type Strings = { [key: string]: unknown };
/** Every loaded namespace, per language. English is always complete; Bengali falls back to it. */
export type Catalog = Partial<Record<LanguageCode, Record<string, Strings>>>;
/**
 * Values for `{{name}}` placeholders, and the text to show when a key has none (a category staff typed).
 * A numeric `count` picks the plural form: `key_one`, `key_other` (the language's CLDR categories).
 */
export type TranslateOptions = { defaultValue?: string; count?: number } & Record<string, unknown>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(strings: Strings | undefined, key: string): string | undefined {
  let node: unknown = strings;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<LanguageCode, Intl.PluralRules>();
function pluralOf(lang: LanguageCode, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

/** The key's string in one language: its plural form for `count` where it has one, else the key itself. */
function find(catalog: Catalog, lang: LanguageCode, ns: string, key: string, count: number | undefined): string | undefined {
  const strings = catalog[lang]?.[ns];
  return (count === undefined ? undefined : lookup(strings, `${key}_${pluralOf(lang, count)}`)) ?? lookup(strings, key);
}

/**
 * worker/contract/language.ts's digits, here so that every page's strings need no other module
 * (tests/web/translate.test.ts checks they agree).
 */
const BENGALI_DIGITS = "০১২৩৪৫৬৭৮৯";

/**
 * The text of `key` in `ns`: the language's string, else English's, else `defaultValue`, else the key
 * itself (a missing string shows as its key, to be noticed, never as a blank).
 * Values go in as they are: React escapes what it renders, so escaping here would show `&amp;`.
 */
export function translate(catalog: Catalog, lang: LanguageCode, ns: string, key: string, options?: TranslateOptions): string {
  const count = typeof options?.count === "number" ? options.count : undefined;
  const own = find(catalog, lang, ns, key, count);
  const text = own ?? find(catalog, "en", ns, key, count) ?? options?.defaultValue ?? key;
  if (!options) return text;
  // A number in a Bengali string is written in Bengali digits (issue 31: counts, "Showing X of Y");
  // a string value (a phone number, a name) goes in as it is.
  const bengali = own !== undefined && lang === "bn";
  const value = (v: unknown) => (typeof v === "number" && bengali ? String(v).replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]!) : String(v));
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in options ? value(options[name]) : whole));
}
