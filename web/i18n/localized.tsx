import { type ElementType, type ReactNode, useMemo } from "react";
import { splitLanguage, type Twin, type TwinField, twinOf } from "@/lib/contract";
import { useLocation } from "@/lib/router";
import type { Language } from "./index";
import { useLanguage } from "./use-translation";

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

/** The page's path without its language ("/bn/blog" is "/blog"): what a component reads its page from. */
export const usePagePath = (): string => splitLanguage(useLocation().pathname).path;

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
