import { ChevronDown } from "@/shared/components/icons";
import { useTranslation } from "@/shared/i18n/use-translation";
import { HOME } from "@/shared/i18n/home";
import { company } from "@/shared/config/site";
import { localDigits } from "@/shared/lib/contract";

/** docs/product.md §9: seven questions; one open at a time or none, the first to start. */
export const WHY_ITEMS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The seven questions and answers, as the browser's own disclosures: `<details>` sharing one `name`
 * is an accordion with one item open at a time (or none), with no script at all, so it is the
 * worker's HTML, not an island (issue 47: Radix's accordion was 9 KB of the home page's HTML, an
 * island's code and its hydration, for what the browser does itself).
 */
export function WhyFaq() {
  const { t, lang } = useTranslation(HOME);
  const facts = {
    min: company.landShareSaving.min,
    max: company.landShareSaving.max,
    from: company.constructionMonths.min,
    to: company.constructionMonths.max,
  };
  return (
    <div className="mt-8 rounded-2xl bg-white px-5 shadow-sm sm:px-7" data-testid="why-faq">
      {WHY_ITEMS.map((n) => (
        <details key={n} name="why-faq" open={n === 1} className="group border-b border-border last:border-b-0">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-ink-900 transition-colors hover:text-brand-700 [&::-webkit-details-marker]:hidden">
            <h3 className="flex items-baseline gap-4 text-base">
              <span className="text-sm font-bold tabular-nums text-brand-700" aria-hidden="true">
                {localDigits(String(n).padStart(2, "0"), lang)}
              </span>
              {t(`why.items.${n}.q`)}
            </h3>
            <ChevronDown className="size-4 shrink-0 transition-transform duration-200 group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="pb-4 pl-9 text-[0.95rem] leading-relaxed text-muted-foreground">{t(`why.items.${n}.a`, facts)}</p>
        </details>
      ))}
    </div>
  );
}
