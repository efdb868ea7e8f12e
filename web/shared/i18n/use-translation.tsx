import { createContext, type ElementType, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import { type Twin, type TwinField, twinOf } from "@/shared/lib/contract";
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
  const lang = useLanguage();
  const t = useCallback((key: string, options?: TranslateOptions) => translate(catalog, lang, ns, key, options), [lang, ns]);
  return { t, lang };
}

/** The page's language (its URL's): the renderer's for this render, the page's in the browser. */
export function useLanguage(): Language {
  const rendering = useContext(LanguageContext);
  const chosen = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  return rendering ?? chosen;
}

/**
 * Staff-written text on public pages in the page's language (docs/product.md §3 "Bengali twins"): a
 * Bengali page shows each text's `{field}Bn` twin, or the English text where the twin is empty, marked
 * `lang="en"` so a screen reader reads it as English. The pick is worker/contract/twins.ts.
 */
export function useTwins() {
  const lang = useLanguage();
  // The same functions while the language stays: a memo or effect may depend on them.
  return useMemo(() => twinsIn(lang), [lang]);
}

function twinsIn(lang: Language) {
  return {
    lang,
    /** `record[field]` in the page's language, and the language it is in. */
    twin: <R extends object, K extends TwinField<R>>(record: R, field: K): Twin<R[K]> => twinOf(record, field, lang),
    /** Just the text, where no element can say its language (an alt text, a title attribute). */
    text: <R extends object, K extends TwinField<R>>(record: R, field: K): R[K] => twinOf(record, field, lang).value,
    /** The `lang` attribute an element holding `twin` needs: only when it differs from the page's. */
    langOf: (twin: Twin<unknown>): Language | undefined => (twin.lang === lang ? undefined : twin.lang),
  };
}

/** The `lang` attribute for text in `textLang` on a page in `pageLang`: none when they agree. */
export const langAttr = (textLang: Language, pageLang: Language): Language | undefined => (textLang === pageLang ? undefined : textLang);

type LocalizedProps = { twin: Twin<string | null | undefined>; as?: ElementType; className?: string; children?: (text: string) => ReactNode };

/**
 * A twin's text, as a `<span lang="en">` (or `as`) when it is the English fallback on a Bengali page,
 * else the text alone (or in `as`). `children` formats the text when given.
 */
export function Localized({ twin, as, className, children }: LocalizedProps) {
  const page = useLanguage();
  const text = twin.value ?? "";
  const content = children ? children(text) : text;
  const lang = langAttr(twin.lang, page);
  const Tag = as ?? (lang || className ? "span" : null);
  if (!Tag) return <>{content}</>;
  return (
    <Tag lang={lang} className={className}>
      {content}
    </Tag>
  );
}
