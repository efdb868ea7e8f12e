import { ArrowRight, MapPin } from "lucide-react";
import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { Link } from "@/shared/lib/router";
import { Badge } from "@/shared/components/ui/badge";
import { paths } from "@/shared/config/paths";
import { Skeleton } from "@/shared/components/ui/skeleton";
import { formatNumber } from "@/shared/lib/contract";
import type { ProjectCardData } from "@/site/lib/project-cards";
import { ProgressSummary } from "@/shared/features/progress/components/progress-summary";
import { ProjectImage } from "@/shared/components/project-image";

/** `progress`: the latest construction update the projects read attaches (issue 45 item 4). */
type ProjectCardProps = { project: ProjectCardData; recent?: boolean; headingLevel?: "h2" | "h3" };

/**
 * The one project tile (home sections and the listing): photo, category, a "New" badge when the
 * caller says it was updated recently (docs/product.md §2: within 7 days), name, title and location.
 * The name is the one link; it stretches over the whole card so the card is one tab stop.
 */
export function ProjectCard({ project, recent = false, headingLevel: Heading = "h3" }: ProjectCardProps) {
  const { t, lang } = useTranslation(PROJECTS);
  const { twin, text } = useTwins();
  const title = twin(project, "title");
  return (
    <article className="group project-card">
      <div className="card-photo">
        <ProjectImage
          src={project.mainImage}
          alt={text(project, "name")}
          className="photo-zoom"
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"
        />
        <div className="photo-shade" aria-hidden="true" />
        {recent && (
          <Badge className="absolute left-3 top-3 shadow" data-testid="new-badge">
            {t("card.new")}
          </Badge>
        )}
        <span className="photo-tag">
          {t(`categories.${project.category}`, { defaultValue: project.category })}
        </span>
      </div>
      <div className="card-body">
        <Heading className="card-title">
          <Link to={paths.project(project.uniId)} className="stretched-link">
            <Localized twin={twin(project, "name")} />
          </Link>
        </Heading>
        {title.value && <Localized as="p" twin={title} className="card-summary" />}
        {project.flats && (
          // Issue 45: the public list's summary of the project's flats (worker/lib/units.ts `withFlatSummaries`).
          <p className="text-sm font-semibold text-emerald-800" data-testid="flats-summary">
            {project.flats.available ? t("card.flats", { count: project.flats.available }) : t("card.noFlats")}
            {project.flats.available > 0 && project.flats.fromPrice !== null && ` · ${t("card.from", { amount: formatNumber(project.flats.fromPrice, lang, 0) })}`}
          </p>
        )}
        <ProgressSummary progress={project.progress} />
        <div className="card-foot">
          <span className="card-place">
            <MapPin className="card-pin" aria-hidden="true" />
            <Localized as="span" twin={twin(project, "location")} className="truncate" />
          </span>
          <span className="card-more" aria-hidden="true">
            {t("card.details")}
            <ArrowRight className="card-arrow" />
          </span>
        </div>
      </div>
    </article>
  );
}

/** The tile's shape while the list loads. */
export function ProjectCardSkeleton() {
  return <Skeleton shape="xl" className="aspect-[4/5] w-full" />;
}
