import i18n, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGE_COOKIE, type LanguageCode, parseLanguage } from "@/lib/contract";

/**
 * English ships in the main bundle; Bengali is fetched as its own chunk the first time it is chosen.
 * Every namespace is one JSON file per language under i18n/{en,bn}/.
 */
const en = import.meta.glob<{ default: Record<string, unknown> }>("./en/*.json", { eager: true });
const bn = import.meta.glob<{ default: Record<string, unknown> }>("./bn/*.json");

export const LANGUAGES = [
  { code: "en", label: "English", short: "EN" },
  { code: "bn", label: "বাংলা", short: "বাং" },
] as const satisfies ReadonlyArray<{ code: LanguageCode; label: string; short: string }>;
export type Language = LanguageCode;

/** Where the choice was kept before it went into a cookie; still read, so nobody loses theirs. */
const STORAGE_KEY = "uday.lang";
const YEAR_S = 365 * 24 * 3600;
const nsOf = (path: string) => path.replace(/^.*\/(.+)\.json$/, "$1");

const resources = { en: Object.fromEntries(Object.entries(en).map(([p, m]) => [nsOf(p), m.default])) };

async function loadBengali() {
  if (i18n.hasResourceBundle("bn", "common")) return;
  await Promise.all(
    Object.entries(bn).map(async ([p, load]) => i18n.addResourceBundle("bn", nsOf(p), (await load()).default, true, true)),
  );
}

/** Switches the page's language and remembers it: the cookie lets the worker render the next pages in it. */
export async function setLanguage(lang: Language) {
  if (lang === "bn") await loadBengali();
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  rememberLanguage(lang);
}

/** English is the default: choosing it again removes the cookie rather than storing it. */
function rememberLanguage(lang: Language) {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${lang === "en" ? 0 : YEAR_S}; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* private mode: the cookie still holds it */
  }
}

/** The visitor's choice: the cookie the worker rendered by, else what an older visit kept in storage. */
export function storedLanguage(): Language {
  const cookie = document.cookie.split("; ").find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
  if (cookie) return parseLanguage(cookie.slice(LANGUAGE_COOKIE.length + 1));
  try {
    return parseLanguage(localStorage.getItem(STORAGE_KEY));
  } catch {
    return "en";
  }
}

/**
 * The worker's renderer: an instance in `lang` for one render (web/entry-server.tsx), sharing the
 * loaded strings, so concurrent renders in two languages never switch each other's.
 */
export async function i18nFor(lang: Language): Promise<I18n> {
  if (lang === "bn") await loadBengali();
  return i18n.cloneInstance({ lng: lang, initAsync: false });
}

void i18n.use(initReactI18next).init({
  resources,
  lng: "en",
  fallbackLng: "en",
  defaultNS: "common",
  ns: Object.keys(resources.en),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
