import { Building2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { HOME } from "@/shared/i18n/home";
import { Link } from "@/shared/lib/router";
import { Button } from "@/shared/components/ui/button";
import { paths } from "@/shared/config/paths";
import { CATEGORIES, type Category } from "@/shared/lib/contract";
import type { ProjectCardData } from "@/site/lib/project-cards";
import type { ProjectCardsRead } from "@/site/lib/use-project-cards";
import { cn } from "@/shared/lib/utils";
import { filteredProjects } from "../lib/category-filter";
import { ProjectCard, ProjectCardSkeleton } from "@/site/components/project-card";
import { HomeSection } from "./section-heading";

/**
 * Home section 4: three category buttons; none chosen shows projects 4 to 6 (docs/product.md §2, §9).
 * `first`: those three, from the page; `all`: the whole list, which a chosen category needs, read by the island.
 */
export function CategoryFilter({ first, all }: { first: ProjectCardData[]; all: ProjectCardsRead }) {
  const { t } = useTranslation(HOME);
  const { t: tc } = useTranslation(COMMON);
  const [category, setCategory] = useState<Category | null>(null);
  const shown = category === null ? first : all.projects && filteredProjects(all.projects, category);
  const isPending = !shown && !all.failed;
  const choose = (next: Category | null) => {
    if (next && all.failed) all.retry();
    setCategory(next);
  };
  return (
    <HomeSection name="filter" className="bg-white py-20 lg:py-28">
      <div role="group" aria-label={t("filter.label")} className="mt-10 flex flex-wrap justify-center gap-3">
        {CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            onClick={() => choose(category === c ? null : c)}
            className={cn(
              "filter-tab",
              category === c ? "border-ink-900 bg-ink-900 text-white" : "border-border text-ink-800 hover:border-brand-500 hover:text-brand-700",
            )}
          >
            {tc(`categories.${c}`)}
          </button>
        ))}
      </div>
      <div aria-live="polite" className="mt-12" data-testid="filter-results">
        {isPending ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <ProjectCardSkeleton />
              </li>
            ))}
          </ul>
        ) : !shown ? (
          <p role="alert" className="text-center text-muted-foreground">
            {tc("states.error")}
          </p>
        ) : shown.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((p) => (
              <li key={p.uniId}>
                <ProjectCard project={p} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-dashed border-border px-6 py-12 text-center">
            <Building2 className="size-10 text-brand-500" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-ink-900">{t("filter.empty")}</h3>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Button type="button" variant="outline" onClick={() => choose(null)}>
                {t("filter.viewAllCategories")}
              </Button>
              <Button asChild variant="dark">
                <Link to={paths.projects()}>{t("filter.browseAll")}</Link>
              </Button>
            </div>
          </div>
        )}
      </div>
    </HomeSection>
  );
}
