import { useTranslation } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { Link } from "@/shared/lib/router";
import { paths } from "@/shared/config/paths";
import { CATEGORIES, localDigits } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";
import type { CategoryCounts } from "../../lib/filter";
import { type ProjectFilters, toQuery } from "../../lib/url-state";

/**
 * All + one tab per category, each with how many projects it would show. They are links to the
 * filtered view, so they can be opened in a new tab or shared like any other view.
 */
export function CategoryTabs({ filters, counts }: { filters: ProjectFilters; counts: CategoryCounts | null }) {
  const { t, lang } = useTranslation(PROJECTS);
  const tabs = [
    { value: "", label: t("listing.allProjects"), count: counts?.all },
    ...CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`), count: counts?.[c] })),
  ];
  return (
    <nav aria-label={t("listing.categoriesNav")} className="-mx-4 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
      <ul className="flex w-max gap-2 md:w-auto md:flex-wrap">
        {tabs.map((tab) => {
          const active = filters.category === tab.value;
          return (
            <li key={tab.value || "all"}>
              <Link
                to={{ pathname: paths.projects(), search: toQuery({ ...filters, category: tab.value }) }}
                aria-current={active ? "true" : undefined}
                data-testid="category-tab"
                className={cn(
                  "inline-flex items-center gap-2 whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium transition-colors",
                  active ? "border-ink-900 bg-ink-900 text-white" : "border-border bg-white text-ink-800 hover:border-brand-500",
                )}
              >
                {tab.label}
                <span
                  className={cn("min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums", active ? "bg-brand-500 text-ink-900" : "bg-muted text-ink-700")}
                  data-testid="tab-count"
                >
                  {tab.count === undefined ? "–" : localDigits(tab.count, lang)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
