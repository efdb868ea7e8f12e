import { useTranslation } from "@/shared/i18n/use-translation";
import { HOME } from "@/shared/i18n/home";
import { WhyFaq } from "../features/home/components/why-faq";
import { ProjectImage } from "@/shared/components/project-image";
import { SectionHeading } from "../features/home/components/section-heading";
import type { Project } from "@/shared/lib/contract";

/** Home section 5: "Why Is Joint Venture Building Construction" with four photos of real projects. */
export function WhyJointVenture({ projects }: { projects: Project[] }) {
  const { t } = useTranslation(HOME);
  // Four photos of live projects, skipping the ones the sections above already show.
  const pool = [...new Set(projects.map((p) => p.mainImage).filter((s): s is string => !!s))];
  const photos = pool.length ? [0, 1, 2, 3].map((i) => pool[(6 + i) % pool.length]) : [];
  return (
    <section aria-labelledby="home-why" className="bg-muted py-20 lg:py-28">
      <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:px-8">
        <div className="grid grid-cols-2 gap-4 self-start" data-testid="why-images">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={i % 2 ? "translate-y-8" : ""}>
              <div className="why-photo">
                <ProjectImage src={photos[i]} alt="" sizes="(min-width: 1024px) 22vw, 50vw" />
              </div>
            </div>
          ))}
        </div>
        <div>
          <SectionHeading id="home-why" eyebrow={t("why.eyebrow")} title={t("why.title")} align="left">
            {t("why.lead")}
          </SectionHeading>
          <WhyFaq />
        </div>
      </div>
    </section>
  );
}
