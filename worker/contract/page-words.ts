import type { LanguageCode } from "./language";
import bn from "./page-words/bn.json";
import en from "./page-words/en.json";

/*
 * The words of the public pages' heads (each page module's `head`, web/site/pages, and the feeds'
 * titles, worker/seo), one JSON file per language (page-words/{en,bn}.json), as the site's other
 * strings are (web/shared/i18n): data only, so a translator reads it without the code around it.
 */

/** The site's name, after every page's own in its title. */
export const SITE_NAME = "UDAY";

export type Words = { name: string; description: string };

/** Each language's words; the Bengali file has every one of the English (the type check fails otherwise). */
export const WORDS: Record<LanguageCode, typeof en> = { en, bn };

/** Each section page's name and description, in each language, by its path. */
export const LISTS: Record<string, Record<LanguageCode, Words>> = Object.fromEntries(
  Object.keys(en.lists).map((path) => [path, { en: WORDS.en.lists[path as keyof typeof en.lists], bn: WORDS.bn.lists[path as keyof typeof en.lists] }]),
);
