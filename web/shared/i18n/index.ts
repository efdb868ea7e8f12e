import type { LanguageCode } from "@/shared/lib/contract";
import type { Catalog, Strings } from "./translate";

/**
 * Every namespace is one JSON file per language under i18n/{en,bn}/, and one module (i18n/{ns}.ts)
 * that components import to read it through `useTranslation` (./use-translation.tsx). The module
 * carries the English strings, so a page's JavaScript holds the English of the components it
 * renders and no more (the home page's first screen needs the layout's and the slider's, 1.2 of the
 * 8.5 KB gzipped). Bengali is fetched as one chunk, every namespace (./bengali.ts), the first time it is needed.
 */

export const LANGUAGES = [
  { code: "en", label: "English", short: "EN" },
  { code: "bn", label: "বাংলা", short: "বাং" },
] as const satisfies ReadonlyArray<{ code: LanguageCode; label: string; short: string }>;
export type Language = LanguageCode;

/** The loaded strings: data only, shared by every render (the worker's too), never switched per request. */
export const catalog: Catalog = { en: {} };

/** A namespace's name, given only by its module (i18n/{ns}.ts), which has put its English in the catalog. */
export type Namespace = string & { readonly namespace: unique symbol };

/** For i18n/{ns}.ts: registers the namespace's English strings as its module loads. */
export function namespace(name: string, english: Strings): Namespace {
  catalog.en![name] = english;
  return name as Namespace;
}

/** Makes `lang`'s strings available; Bengali is loaded once per page (or worker isolate). */
export async function loadLanguage(lang: Language): Promise<void> {
  if (lang !== "bn" || catalog.bn) return;
  catalog.bn = (await import("./bengali")).default;
}

// The browser's language: one page, one visitor. The worker never changes it; each of its renders
// names its language with <LanguageProvider> instead (web/entry-server.tsx).
let current: Language = "en";
const listeners = new Set<() => void>();
export const currentLanguage = (): Language => current;
export function subscribeLanguage(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Sets the app's language: its URL's, which the worker wrote in `<html lang>` (web/dashboard/boot.tsx).
 * Nothing is remembered: another language is another URL (docs/decisions.md "A language per URL").
 */
export async function setLanguage(lang: Language) {
  await loadLanguage(lang);
  current = lang;
  document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}
