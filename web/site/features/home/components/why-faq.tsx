import { useTranslation } from "@/shared/i18n/use-translation";
import { HOME } from "@/shared/i18n/home";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/site/components/ui/accordion";
import { company } from "@/shared/config/site";
import { localDigits } from "@/shared/lib/contract";

/** docs/product.md §9: seven questions; one open at a time (Radix single + collapsible), the first to start. */
export const WHY_ITEMS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The seven questions and answers: an island (web/site/islands/why-faq.tsx), the section around it is static. */
export function WhyFaq() {
  const { t, lang } = useTranslation(HOME);
  const facts = {
    min: company.landShareSaving.min,
    max: company.landShareSaving.max,
    from: company.constructionMonths.min,
    to: company.constructionMonths.max,
  };
  return (
    <Accordion type="single" collapsible defaultValue="why-1" className="mt-8 rounded-2xl bg-white px-5 shadow-sm sm:px-7">
      {WHY_ITEMS.map((n) => (
        <AccordionItem key={n} value={`why-${n}`} className="last:border-b-0">
          <AccordionTrigger className="text-base text-ink-900">
            <span className="flex items-baseline gap-4">
              <span className="text-sm font-bold tabular-nums text-brand-700" aria-hidden="true">
                {localDigits(String(n).padStart(2, "0"), lang)}
              </span>
              {t(`why.items.${n}.q`)}
            </span>
          </AccordionTrigger>
          <AccordionContent className="pb-4 pl-9 text-[0.95rem] leading-relaxed text-muted-foreground">{t(`why.items.${n}.a`, facts)}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
