import i18n from "i18next";
import { initReactI18next } from "react-i18next";

/**
 * English ships in the main bundle; Bengali is fetched as its own chunk the first time it is chosen.
 * Every namespace is one JSON file per language under i18n/{en,bn}/.
 */
const en = import.meta.glob<{ default: Record<string, unknown> }>("./en/*.json", { eager: true });
const bn = import.meta.glob<{ default: Record<string, unknown> }>("./bn/*.json");

export const LANGUAGES = [
  { code: "en", label: "English", short: "EN" },
  { code: "bn", label: "বাংলা", short: "বাং" },
] as const;
export type Language = (typeof LANGUAGES)[number]["code"];

const STORAGE_KEY = "uday.lang";
const nsOf = (path: string) => path.replace(/^.*\/(.+)\.json$/, "$1");

const resources = { en: Object.fromEntries(Object.entries(en).map(([p, m]) => [nsOf(p), m.default])) };

async function loadBengali() {
  if (i18n.hasResourceBundle("bn", "common")) return;
  await Promise.all(
    Object.entries(bn).map(async ([p, load]) => i18n.addResourceBundle("bn", nsOf(p), (await load()).default, true, true)),
  );
}

export async function setLanguage(lang: Language) {
  if (lang === "bn") await loadBengali();
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* private mode: the choice lasts for this visit */
  }
}

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(STORAGE_KEY) === "bn" ? "bn" : "en";
  } catch {
    return "en";
  }
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
