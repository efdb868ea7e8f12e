import { ArrowRight, CheckCircle2 } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { HOME } from "@/shared/i18n/home";
import { Link } from "@/shared/lib/router";
import { Button } from "@/shared/components/ui/button";
import { paths } from "@/shared/config/paths";
import { company } from "@/shared/config/site";
import { ProjectImage } from "@/shared/components/project-image";
import { SectionHeading } from "./section-heading";
import type { Project } from "@/shared/lib/contract";

/** Home section 2: who UDAY is, with docs/product.md §1's company facts, beside two project photos. */
export function AboutBlock({ projects }: { projects: Project[] }) {
  const { t } = useTranslation(HOME);
  const withImage = projects.filter((p) => p.mainImage);
  const facts = {
    year: company.established,
    years: company.yearsOfExperience,
    min: company.landShareSaving.min,
    max: company.landShareSaving.max,
    from: company.constructionMonths.min,
    to: company.constructionMonths.max,
  };
  const points = ["about.point1", "about.point2", "about.point3"] as const;
  return (
    <section aria-labelledby="home-about" className="bg-white py-20 lg:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="relative order-last lg:order-first">
          <div className="aspect-[4/5] overflow-hidden rounded-3xl bg-muted sm:aspect-[5/4] lg:aspect-[4/5]">
            <ProjectImage src={withImage[6]?.mainImage ?? withImage[0]?.mainImage} alt="" sizes="(min-width: 1024px) 40vw, 100vw" />
          </div>
          <div className="absolute -bottom-6 right-4 w-2/5 overflow-hidden rounded-2xl border-4 border-white shadow-2xl sm:-right-6">
            <div className="aspect-square">
              <ProjectImage src={withImage[9]?.mainImage ?? withImage[1]?.mainImage} alt="" sizes="(min-width: 1024px) 16vw, 40vw" />
            </div>
          </div>
          <div className="absolute -top-5 left-5 rounded-2xl bg-ink-900 px-5 py-4 text-white shadow-xl">
            <p className="text-3xl font-bold text-brand-300">{t("about.badgeYears", facts)}</p>
            <p className="text-xs uppercase tracking-wider text-white/80">{t("about.badgeLabel")}</p>
          </div>
        </div>
        <div>
          <SectionHeading id="home-about" eyebrow={t("about.eyebrow")} title={t("about.title", facts)} align="left">
            <p>{t("about.body1", facts)}</p>
            <p className="mt-4">{t("about.body2", facts)}</p>
          </SectionHeading>
          <ul className="mt-8 space-y-3">
            {points.map((k) => (
              <li key={k} className="flex gap-3 text-ink-800">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span>{t(k, facts)}</span>
              </li>
            ))}
          </ul>
          <Button asChild variant="dark" size="lg" className="mt-10">
            <Link to={paths.about()}>
              {t("about.cta")}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
