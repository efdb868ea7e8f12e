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

/** The switch's plain-HTML path (worker/routes/language.ts): `?lang=bn&next=/projects`, answered 303. */
export const LANGUAGE_PATH = "/language";

const YEAR_S = 365 * 24 * 3600;

/**
 * The cookie's one shape, for the page (document.cookie) and the worker (Set-Cookie): a year,
 * SameSite=Lax, Secure over HTTPS. English is the default, so choosing it removes the cookie.
 */
export const languageCookie = (lang: LanguageCode, secure: boolean) =>
  `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${lang === "en" ? 0 : YEAR_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
