/**
 * The site's languages (docs/product.md §2): English at today's paths, Bengali under `/bn`
 * (contract/language-path.ts); a page's language comes from its URL alone (docs/decisions.md
 * "A language per URL"). Zod-free: the web reaches it through web/shared/lib/contract.ts.
 */
export const LANGUAGE_CODES = ["en", "bn"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/**
 * The old choice of language, from before pages had their own URLs: still honoured by /language
 * (worker/routes/language.ts) for readers without JavaScript, never by the pages themselves.
 */
export const LANGUAGE_COOKIE = "lang";

export const parseLanguage = (value: string | null | undefined): LanguageCode => (value === "bn" ? "bn" : "en");

/** The old switch's plain-HTML path (worker/routes/language.ts): `?lang=bn&next=/projects`, answered 303 to that page's URL in the language. */
export const LANGUAGE_PATH = "/language";

const YEAR_S = 365 * 24 * 3600;

/**
 * The cookie's one shape, for the page (document.cookie) and the worker (Set-Cookie): a year,
 * SameSite=Lax, Secure over HTTPS. English is the default, so choosing it removes the cookie.
 */
export const languageCookie = (lang: LanguageCode, secure: boolean) =>
  `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${lang === "en" ? 0 : YEAR_S}; SameSite=Lax${secure ? "; Secure" : ""}`;

/** The digits of the two languages (issue 31): the local formats (./local-formats.ts) and every page's strings use them. */
export type SiteLanguage = LanguageCode;

export const BENGALI_DIGITS = "০১২৩৪৫৬৭৮৯";

/** Every Latin digit of a text as its Bengali digit ("Showing 12 of 40" -> "Showing ১২ of ৪০"). */
export const bengaliDigits = (text: string | number): string => String(text).replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]!);

/** A text's digits in the reader's language: unchanged in English. */
export const localDigits = (text: string | number, lang: LanguageCode): string => (lang === "bn" ? bengaliDigits(text) : String(text));
