import { useMemo, useState } from "react";
import { useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { Button } from "@/shared/components/ui/button";
import { categoryCounts, filterProjects, locationsOf } from "../../lib/filter";
import { sortProjects } from "../../lib/sort";
import { activeFilterKeys, clearFilters, EMPTY_FILTERS, type FilterKey } from "../../lib/url-state";
import { CategoryTabs } from "./category-tabs";
import { FilterChips } from "./filter-chips";
import { FilterPanel } from "./filter-panel";
import { ProjectsResults } from "./projects-results";
import type { ListingProject } from "@/site/lib/project-cards";
import { readProjects } from "@/site/lib/read-projects";
import { SearchBox } from "./search-box";
import { useProjectFilters } from "./use-project-filters";
import { type SizeOf, useProjectSizes } from "./use-project-sizes";

/** The /projects screen (docs/product.md §2 "Projects listing"): every control reads and writes the URL. */
export function ProjectsListing({ projects, sizes }: { projects: ListingProject[] | null; sizes: SizeOf }) {
  const { t } = useTranslation(PROJECTS);
  // null: the API refused the list; "Retry" asks it again.
  const [data, setData] = useState(projects ?? undefined);
  const isError = !data;
  const refetch = () => readProjects().then(setData, () => undefined);
  const { filters, update, set } = useProjectFilters();
  const { sizeOf, pending: sizesPending } = useProjectSizes(data, filters.size !== "", sizes);

  const locations = useMemo(() => locationsOf(data ?? []), [data]);
  // A location is filtered by its English text (the URL is the same in both languages) and shown in the page's.
  const { text, lang } = useTwins();
  const locationLabel = useMemo(() => {
    const labels = new Map<string, string>();
    for (const p of data ?? []) if (!labels.has(p.location.trim()) || p.locationBn) labels.set(p.location.trim(), text(p, "location"));
    return (location: string) => labels.get(location) ?? location;
  }, [data, text]);
  const ready = data && !(filters.size && sizesPending);
  const results = useMemo(
    () => (ready ? sortProjects(filterProjects(data, filters, sizeOf), filters.sort, lang) : null),
    [ready, data, filters, sizeOf, lang],
  );
  const counts = useMemo(() => (ready ? categoryCounts(data, filters, sizeOf) : null), [ready, data, filters, sizeOf]);
  const remove = (key: FilterKey) => update({ [key]: EMPTY_FILTERS[key] });
  const clear = () => set(clearFilters(filters));

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <header className="max-w-2xl space-y-2">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">{t("listing.eyebrow")}</p>
        <h2 className="text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">{t("listing.heading")}</h2>
        <p className="text-muted-foreground">{t("listing.intro")}</p>
      </header>
      <SearchBox value={filters.search} onSearch={(search, typing) => update({ search }, { replace: typing })} />
      <FilterPanel filters={filters} locations={locations} locationLabel={locationLabel} onChange={(patch) => update(patch)} />
      <CategoryTabs filters={filters} counts={counts} />
      <FilterChips filters={filters} locationLabel={locationLabel} onRemove={remove} onClear={clear} />
      {isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 rounded-xl bg-muted px-6 py-12 text-center">
          <p className="font-semibold text-ink-900">{t("listing.error")}</p>
          <Button variant="dark" onClick={() => void refetch()}>
            {t("listing.retry")}
          </Button>
        </div>
      ) : (
        <ProjectsResults projects={results} total={data?.length ?? 0} onClear={clear} hasFilters={activeFilterKeys(filters).length > 0} />
      )}
    </div>
  );
}
