import type { MouseEvent } from "react";
import { useLocation } from "@/shared/lib/router";
import { useTranslation } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { LANGUAGES } from "@/shared/i18n/index";
import { localizedPath } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";

/**
 * English / Bengali. `full` is the mobile-menu variant (docs/product.md §2: mobile buttons under 768 px).
 * Each is a plain link to this page's URL in that language, query kept ("/projects?search=x" ↔
 * "/bn/projects?search=x"; contract/language-path.ts), so it works without JavaScript and before the
 * page's code runs. A press is always a page load: the other language is another page, rendered by the
 * worker in it, never this one switched in place.
 */
export function LanguageSwitch({ className, full = false }: { className?: string; full?: boolean }) {
  const { t, lang: current } = useTranslation(COMMON);
  const { pathname, search } = useLocation();
  return (
    <div className={className}>
      <div role="group" aria-label={t("language.label")} className="flex gap-1 rounded-full border border-white/20 p-1">
        {LANGUAGES.map((l) => {
          const href = localizedPath(`${pathname}${search}`, l.code);
          return (
            <a
              key={l.code}
              href={href}
              hrefLang={l.code}
              lang={l.code}
              aria-current={current === l.code ? "true" : undefined}
              title={l.label}
              // Not the app's own navigation (shared/lib/link-clicks.ts): the page loads in the other language.
              onClick={(e: MouseEvent<HTMLAnchorElement>) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                location.assign(href);
              }}
              className={cn(
                "rounded-full px-3 text-center font-semibold transition-colors",
                full ? "flex-1 py-2 text-sm" : "py-1 text-xs",
                current === l.code ? "bg-brand-500 text-ink-900" : "text-white/85 hover:bg-white/10",
              )}
            >
              {full ? l.label : l.short}
            </a>
          );
        })}
      </div>
    </div>
  );
}
