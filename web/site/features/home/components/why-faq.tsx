import { ChevronDown } from "lucide-react";
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
        <details key={n} name="why-faq" open={n === 1} className="group faq-item">
          <summary className="faq-question">
            <h3 className="faq-heading">
              <span className="faq-number" aria-hidden="true">
                {localDigits(String(n).padStart(2, "0"), lang)}
              </span>
              {t(`why.items.${n}.q`)}
            </h3>
            <ChevronDown className="faq-chevron" aria-hidden="true" />
          </summary>
          <p className="faq-answer">{t(`why.items.${n}.a`, facts)}</p>
        </details>
      ))}
    </div>
  );
}
