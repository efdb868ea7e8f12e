import { useTranslation } from "@/i18n/use-translation";
import { HOME } from "@/i18n/home";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { company } from "@/config/site";
import { ProjectImage } from "@/components/project-image";
import { SectionHeading } from "./section-heading";
import type { Project } from "@/lib/contract";

/** docs/product.md §9: seven questions; one open at a time (Radix single + collapsible), the first to start. */
export const WHY_ITEMS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Home section 5: "Why Is Joint Venture Building Construction" with four photos of real projects. */
export function WhyJointVenture({ projects }: { projects: Project[] }) {
  const { t } = useTranslation(HOME);
  // Four photos of live projects, skipping the ones the sections above already show.
  const pool = [...new Set(projects.map((p) => p.mainImage).filter((s): s is string => !!s))];
  const photos = pool.length ? [0, 1, 2, 3].map((i) => pool[(6 + i) % pool.length]) : [];
  const facts = {
    min: company.landShareSaving.min,
    max: company.landShareSaving.max,
    from: company.constructionMonths.min,
    to: company.constructionMonths.max,
  };
  return (
    <section aria-labelledby="home-why" className="bg-muted py-20 lg:py-28">
      <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:px-8">
        <div className="grid grid-cols-2 gap-4 self-start" data-testid="why-images">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={i % 2 ? "translate-y-8" : ""}>
              <div className="aspect-[4/5] overflow-hidden rounded-2xl bg-ink-800 shadow-lg">
                <ProjectImage src={photos[i]} alt="" />
              </div>
            </div>
          ))}
        </div>
        <div>
          <SectionHeading id="home-why" eyebrow={t("why.eyebrow")} title={t("why.title")} align="left">
            {t("why.lead")}
          </SectionHeading>
          <Accordion type="single" collapsible defaultValue="why-1" className="mt-8 rounded-2xl bg-white px-5 shadow-sm sm:px-7">
            {WHY_ITEMS.map((n) => (
              <AccordionItem key={n} value={`why-${n}`} className="last:border-b-0">
                <AccordionTrigger className="text-base text-ink-900">
                  <span className="flex items-baseline gap-4">
                    <span className="text-sm font-bold tabular-nums text-brand-700" aria-hidden="true">
                      {String(n).padStart(2, "0")}
                    </span>
                    {t(`why.items.${n}.q`)}
                  </span>
                </AccordionTrigger>
                <AccordionContent className="pb-4 pl-9 text-[0.95rem] leading-relaxed text-muted-foreground">{t(`why.items.${n}.a`, facts)}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </div>
      </div>
    </section>
  );
}
