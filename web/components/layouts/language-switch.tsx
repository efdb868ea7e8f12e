import { useLocation } from "@/lib/router";
import { useTranslation } from "@/i18n/use-translation";
import { COMMON } from "@/i18n/common";
import { LANGUAGES } from "@/i18n/index";
import { LANGUAGE_PATH } from "@/lib/contract";
import { cn } from "@/lib/utils";

/**
 * English / Bengali. `full` is the mobile-menu variant (docs/product.md §2: mobile buttons under 768 px).
 * A GET form to the worker's /language (worker/routes/language.ts), with or without JavaScript: the
 * worker sets the cookie and sends the visitor back to this page, rendered in the language (the
 * page is the worker's HTML; only its islands run in the browser).
 */
export function LanguageSwitch({ className, full = false }: { className?: string; full?: boolean }) {
  const { t, lang: current } = useTranslation(COMMON);
  const { pathname, search } = useLocation();
  return (
    <form method="get" action={LANGUAGE_PATH} className={className}>
      <input type="hidden" name="next" value={`${pathname}${search}`} />
      <div role="group" aria-label={t("language.label")} className="flex gap-1 rounded-full border border-white/20 p-1">
        {LANGUAGES.map((l) => (
          <button
            key={l.code}
            type="submit"
            name="lang"
            value={l.code}
            lang={l.code}
            aria-pressed={current === l.code}
            title={l.label}
            className={cn(
              "rounded-full px-3 font-semibold transition-colors",
              full ? "flex-1 py-2 text-sm" : "py-1 text-xs",
              current === l.code ? "bg-brand-500 text-ink-900" : "text-white/85 hover:bg-white/10",
            )}
          >
            {full ? l.label : l.short}
          </button>
        ))}
      </div>
    </form>
  );
}
