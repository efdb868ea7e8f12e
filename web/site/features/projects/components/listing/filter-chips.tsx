import { X } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { activeFilterKeys, type FilterKey, type ProjectFilters } from "../../lib/url-state";

/** One removable chip per active filter, and "Clear All". */
type Props = { filters: ProjectFilters; locationLabel: (location: string) => string; onRemove: (key: FilterKey) => void; onClear: () => void };

export function FilterChips({ filters, locationLabel, onRemove, onClear }: Props) {
  const { t } = useTranslation(PROJECTS);
  const keys = activeFilterKeys(filters);
  if (keys.length === 0) return null;
  const valueOf = (key: FilterKey) => {
    const v = filters[key];
    if (key === "category") return t(`categories.${v}`, { defaultValue: v });
    if (key === "size") return t(`sizes.${v}`);
    if (key === "location") return locationLabel(v);
    return v;
  };
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="filter-chips">
      {keys.map((key) => {
        const text = key === "available" ? t("chips.available") : `${t(`chips.${key}`)}: ${valueOf(key)}`;
        return (
          <button
            key={key}
            type="button"
            onClick={() => onRemove(key)}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-brand-50 py-1.5 pl-3 pr-2 text-sm text-ink-800 ring-1 ring-brand-300 transition hover:bg-brand-100"
            aria-label={t("chips.remove", { filter: text })}
            data-testid="filter-chip"
          >
            <span className="truncate">{text}</span>
            <X className="size-4 shrink-0" aria-hidden="true" />
          </button>
        );
      })}
      <button type="button" onClick={onClear} className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
        {t("listing.clearAll")}
      </button>
    </div>
  );
}
