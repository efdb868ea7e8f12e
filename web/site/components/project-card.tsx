import { ArrowRight, MapPin } from "@/shared/components/icons";
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
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-border transition duration-300 focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-1 hover:shadow-xl">
      <div className="relative aspect-[4/3] overflow-hidden bg-ink-800">
        <ProjectImage
          src={project.mainImage}
          alt={text(project, "name")}
          className="transition duration-700 group-hover:scale-105"
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"
        />
        <div className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-ink-900/70 to-transparent" aria-hidden="true" />
        {recent && (
          <Badge className="absolute left-3 top-3 shadow" data-testid="new-badge">
            {t("card.new")}
          </Badge>
        )}
        <span className="absolute bottom-3 left-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-ink-800">
          {t(`categories.${project.category}`, { defaultValue: project.category })}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg font-semibold tracking-tight text-ink-900">
          <Link to={paths.project(project.uniId)} className="outline-none after:absolute after:inset-0 after:content-['']">
            <Localized twin={twin(project, "name")} />
          </Link>
        </Heading>
        {title.value && <Localized as="p" twin={title} className="line-clamp-2 text-sm leading-relaxed text-muted-foreground" />}
        {project.flats && (
          // Issue 45: the public list's summary of the project's flats (worker/lib/units.ts `withFlatSummaries`).
          <p className="text-sm font-semibold text-emerald-800" data-testid="flats-summary">
            {project.flats.available ? t("card.flats", { count: project.flats.available }) : t("card.noFlats")}
            {project.flats.available > 0 && project.flats.fromPrice !== null && ` · ${t("card.from", { amount: formatNumber(project.flats.fromPrice, lang, 0) })}`}
          </p>
        )}
        <ProgressSummary progress={project.progress} />
        <div className="mt-auto flex items-center justify-between gap-3 pt-3 text-sm">
          <span className="flex min-w-0 items-center gap-1.5 text-ink-700">
            <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <Localized as="span" twin={twin(project, "location")} className="truncate" />
          </span>
          <span className="flex shrink-0 items-center gap-1 font-semibold text-brand-700" aria-hidden="true">
            {t("card.details")}
            <ArrowRight className="size-4 transition group-hover:translate-x-1" />
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
