import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from "react";
import { catalog, currentLanguage, type Language, type Namespace, renderedLanguage, subscribeLanguage } from "./index";
import { translate, type TranslateOptions } from "./translate";

/** Set by the worker's renderer for one render; the browser has none and follows `setLanguage`. */
const LanguageContext = createContext<Language | null>(null);

export function LanguageProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>;
}

/**
 * `t(key, values)` for one namespace (imported from its module, i18n/{ns}.ts) in the page's language,
 * and that language. Components re-render when the visitor switches it.
 */
export function useTranslation(ns: Namespace) {
  const lang = useLanguage();
  const t = useCallback((key: string, options?: TranslateOptions) => translate(catalog, lang, ns, key, options), [lang, ns]);
  return { t, lang };
}

/** The page's language (its URL's): the renderer's for this render, the page's in the browser. */
export function useLanguage(): Language {
  const rendering = useContext(LanguageContext);
  // While hydrating, the language the HTML was rendered in (React re-renders after if it differs).
  const chosen = useSyncExternalStore(subscribeLanguage, currentLanguage, renderedLanguage);
  return rendering ?? chosen;
}
