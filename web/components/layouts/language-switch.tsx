import { useTranslation } from "@/i18n/use-translation";
import { LANGUAGES, setLanguage } from "@/i18n/index";
import { cn } from "@/lib/utils";

/** English / Bengali. `full` is the mobile-menu variant (docs/product.md §2: mobile buttons under 768 px). */
export function LanguageSwitch({ className, full = false }: { className?: string; full?: boolean }) {
  const { t, lang: current } = useTranslation("common");
  return (
    <div role="group" aria-label={t("language.label")} className={cn("flex gap-1 rounded-full border border-white/20 p-1", className)}>
      {LANGUAGES.map((l) => (
        <button
          key={l.code}
          type="button"
          lang={l.code}
          aria-pressed={current === l.code}
          title={l.label}
          onClick={() => void setLanguage(l.code)}
          className={cn(
            "rounded-full px-3 py-1 text-xs font-semibold transition-colors",
            full && "flex-1 py-2 text-sm",
            current === l.code ? "bg-brand-500 text-ink-900" : "text-white/85 hover:bg-white/10",
          )}
        >
          {full ? l.label : l.short}
        </button>
      ))}
    </div>
  );
}
