import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { Button } from "@/shared/components/ui/button";
import { CATEGORIES } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";
import { SIZE_BANDS, type SizeBand } from "../../lib/size-bands";
import { SORT_KEYS, type SortKey } from "../../lib/sort";
import { activeFilterKeys, type ProjectFilters } from "../../lib/url-state";
import { FilterSelect } from "./filter-select";

type FilterPanelProps = {
  filters: ProjectFilters;
  locations: string[];
  /** A location's name in the page's language. */
  locationLabel: (location: string) => string;
  onChange: (patch: Partial<ProjectFilters>) => void;
};

/** Category / Location / Sort By (docs/product.md §2) plus Apartment Size; folded behind a button on phones. */
export function FilterPanel({ filters, locations, locationLabel, onChange }: FilterPanelProps) {
  const { t } = useTranslation(PROJECTS);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterKeys(filters).filter((k) => k !== "search").length;
  // A category or location from a shared link is kept selectable even if no project has it now.
  const withCurrent = (list: readonly string[], current: string) => (current && !list.includes(current) ? [...list, current] : [...list]);

  return (
    <div>
      <Button
        variant="outline"
        className="w-full md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {active > 0 ? t("listing.filtersCount", { count: active }) : t("listing.filters")}
      </Button>
      <div
        id={panelId}
        className={cn("mt-3 gap-4 rounded-xl bg-muted p-4 sm:grid-cols-2 md:mt-0 md:grid md:grid-cols-4 md:p-5", open ? "grid" : "hidden")}
      >
        <FilterSelect
          name="category"
          label={t("listing.category")}
          value={filters.category}
          onChange={(category) => onChange({ category })}
          options={[
            { value: "", label: t("listing.allCategories") },
            ...withCurrent(CATEGORIES, filters.category).map((c) => ({ value: c, label: t(`categories.${c}`, { defaultValue: c }) })),
          ]}
        />
        <FilterSelect
          name="location"
          label={t("listing.location")}
          value={filters.location}
          onChange={(location) => onChange({ location })}
          options={[{ value: "", label: t("listing.allLocations") }, ...withCurrent(locations, filters.location).map((l) => ({ value: l, label: locationLabel(l) }))]}
        />
        <FilterSelect
          name="size"
          label={t("listing.size")}
          value={filters.size}
          onChange={(size) => onChange({ size: size as SizeBand | "" })}
          options={[{ value: "", label: t("listing.anySize") }, ...SIZE_BANDS.map((b) => ({ value: b, label: t(`sizes.${b}`) }))]}
        />
        <FilterSelect
          name="sort"
          label={t("listing.sortBy")}
          value={filters.sort}
          onChange={(sort) => onChange({ sort: sort as SortKey })}
          options={SORT_KEYS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
        />
        {/* Issue 45: only projects with a flat for sale now (the URL's ?available=1, read on the server too). */}
        <label className="flex items-center gap-2 text-sm font-medium text-ink-900">
          <input type="checkbox" name="available" className="size-4" checked={filters.available === "1"} onChange={(e) => onChange({ available: e.target.checked ? "1" : "" })} />
          {t("listing.available")}
        </label>
      </div>
    </div>
  );
}
