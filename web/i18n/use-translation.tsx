import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from "react";
import { catalog, currentLanguage, type Language, type Namespace, subscribeLanguage } from "./index";
import { translate, type TranslateOptions } from "./translate";

/** The page's language: set by the worker's renderer and by each island's root; the app follows `setLanguage`. */
const LanguageContext = createContext<Language | null>(null);

export function LanguageProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>;
}

/**
 * `t(key, values)` for one namespace (imported from its module, i18n/{ns}.ts) in the page's language,
 * and that language. Components re-render when the visitor switches it.
 */
export function useTranslation(ns: Namespace) {
  const rendering = useContext(LanguageContext);
  const chosen = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  const lang = rendering ?? chosen;
  const t = useCallback((key: string, options?: TranslateOptions) => translate(catalog, lang, ns, key, options), [lang, ns]);
  return { t, lang };
}
