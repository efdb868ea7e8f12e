/**
 * The site's languages (docs/product.md §2): English, and Bengali chosen with the header's switch.
 * The choice travels in a cookie so the worker renders a visitor's pages in it (docs/decisions.md
 * "Pages in the visitor's language"). Zod-free: the web reaches it through web/lib/contract.ts.
 */
export const LANGUAGE_CODES = ["en", "bn"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Set by the page (so not httpOnly), read by the worker; no cookie means English. */
export const LANGUAGE_COOKIE = "lang";

export const parseLanguage = (value: string | null | undefined): LanguageCode => (value === "bn" ? "bn" : "en");
