import type { ReactNode } from "react";
import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import type { ProjectWithDetails } from "../features/projects/lib/project-with-details";
import { NoDetails } from "../features/projects/components/detail/detail-states";
import { DetailSection } from "../features/projects/components/detail/detail-section";
import { ProjectContact } from "./project-contact";
import { ProjectFeatures } from "../features/projects/components/detail/project-features";
import ProjectHero from "@/shared/islands/project-hero";
import { heroProject } from "@/shared/features/projects/components/detail/project-hero";
import { FloorPlans, VirtualVisit } from "./project-media";
import { ProjectOverview } from "../features/projects/components/detail/project-overview";

/**
 * The project details page (docs/product.md §2): header slider, then each section that has content.
 * `hotline` is the company's number from the contact record, `visitForm` the site-visit form (the page
 * reads and composes them; features do not import each other); `units` the public page's flats and prices.
 */
export function ProjectDetailsView({ project, hotline, visitForm, progress, units }: { project: ProjectWithDetails; hotline: string; visitForm?: ReactNode; progress?: ReactNode; units?: ReactNode }) {
  const { t } = useTranslation(PROJECTS);
  const { details } = project;
  const { twin, langOf } = useTwins();
  const description = details && twin(details, "description");
  const title = twin(project, "title");
  return (
    <article>
      <ProjectHero project={heroProject(project)} images={details?.headerImage ?? []} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 md:space-y-20 md:py-16 lg:px-8">
        {!details ? (
          <NoDetails hotline={hotline} />
        ) : (
          <>
            {description && description.value.length > 0 && (
              <DetailSection id="description" title={t("detail.description")}>
                <div className="grid gap-10 lg:grid-cols-3">
                  <div lang={langOf(description)} className="space-y-4 text-lg leading-relaxed text-ink-800 lg:col-span-2">
                    {description.value.map((p, i) => (
                      <p key={i}>{p}</p>
                    ))}
                  </div>
                  {title.value && (
                    <Localized
                      as="p"
                      twin={title}
                      className="hidden self-start border-l-4 border-brand-500 pl-6 text-2xl font-light italic leading-snug text-ink-700 lg:block"
                    />
                  )}
                </div>
              </DetailSection>
            )}
            <ProjectOverview project={project} details={details} />
            <ProjectFeatures details={details} />
            {units}
            <FloorPlans project={project} details={details} />
            <VirtualVisit project={project} details={details} />
            {progress}
            <ProjectContact project={project} details={details} hotline={hotline} visitForm={visitForm} />
          </>
        )}
      </div>
    </article>
  );
}
