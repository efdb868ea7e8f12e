import { SearchX, Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { ProjectCard } from "@/site/components/project-card";
import { Button } from "@/shared/components/ui/button";
import { Skeleton } from "@/shared/components/ui/skeleton";
import type { ListingProject } from "@/site/lib/project-cards";
import { isRecentlyUpdated } from "@/shared/features/projects/lib/recency";

type ProjectsResultsProps = { projects: ListingProject[] | null; total: number; onClear: () => void; hasFilters: boolean };

/** "Showing X of Y projects", the recent-updates note, then the cards or "No projects found". */
export function ProjectsResults({ projects, total, onClear, hasFilters }: ProjectsResultsProps) {
  const { t } = useTranslation(PROJECTS);
  // One time for every card, taken once: the render stays pure (react.dev/reference/rules/components-and-hooks-must-be-pure).
  const [now] = useState(Date.now);
  const recent = projects?.some((p) => isRecentlyUpdated(p.updatedAt, now)) ?? false;

  return (
    <section aria-labelledby="results-heading" className="space-y-6">
      <h2 id="results-heading" className="sr-only">
        {t("listing.resultsHeading")}
      </h2>
      <div className="flex min-h-7 flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-foreground" data-testid="results-count">
          {projects ? t("listing.showing", { shown: projects.length, total }) : <Skeleton className="inline-block h-5 w-44" />}
        </p>
        {recent && (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200" data-testid="recent-note">
            <Sparkles className="size-4" aria-hidden="true" />
            {t("listing.recent")}
          </p>
        )}
      </div>
      {!projects ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="overflow-hidden rounded-xl ring-1 ring-border">
              <Skeleton shape="square" className="aspect-[4/3]" />
              <div className="space-y-3 p-5">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </li>
          ))}
        </ul>
      ) : projects.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border px-6 py-16 text-center">
          <SearchX className="size-10 text-brand-600" aria-hidden="true" />
          <p className="text-xl font-semibold text-ink-900">{t("listing.empty")}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t("listing.emptyHint")}</p>
          {hasFilters && (
            <Button variant="dark" onClick={onClear}>
              {t("listing.clearAll")}
            </Button>
          )}
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="project-grid">
          {projects.map((p) => (
            <li key={p.uniId}>
              <ProjectCard project={p} recent={isRecentlyUpdated(p.updatedAt, now)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
