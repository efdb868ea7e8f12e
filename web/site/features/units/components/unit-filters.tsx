import { useId, useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { UNITS } from "@/shared/i18n/units";
import { formatNumber } from "@/shared/lib/contract";
import { useHydrated } from "@/shared/lib/use-hydrated";

export type UnitFiltersProps = { gridId: string; sizes: number[]; beds: number[]; total: number };

type Filters = { size: string; bed: string; onlyAvailable: boolean };

/** Hides the grid's cells that do not fit, and a floor row with none left; returns how many fit. */
function applyFilters(grid: HTMLElement | null, { size, bed, onlyAvailable }: Filters): number {
  if (!grid) return 0;
  let count = 0;
  for (const cell of grid.querySelectorAll<HTMLElement>("[data-flat]")) {
    const fits = (!size || cell.dataset.size === size) && (!bed || cell.dataset.beds === bed) && (!onlyAvailable || cell.dataset.status === "available");
    cell.hidden = !fits;
    if (fits) count++;
  }
  for (const row of grid.querySelectorAll<HTMLElement>("tr[data-floor]")) row.hidden = !row.querySelector("[data-flat]:not([hidden])");
  return count;
}

const SELECT = "h-10 rounded-md border border-border bg-white px-2 text-sm disabled:opacity-50";

/**
 * The grid's filters (issue 45): size, bedrooms and "only available". Its props are the choices alone
 * (a few numbers); it hides and shows the server-rendered cells of `gridId` by their `data-size`,
 * `data-beds` and `data-status`, and a floor row with none left. Disabled until it runs: without
 * JavaScript the whole grid shows and the controls do nothing.
 */
export function UnitFilters({ gridId, sizes, beds, total }: UnitFiltersProps) {
  const { t, lang } = useTranslation(UNITS);
  const id = useId();
  const live = useHydrated();
  const [filters, setFilters] = useState<Filters>({ size: "", bed: "", onlyAvailable: false });
  const [shown, setShown] = useState(total);
  const { size, bed, onlyAvailable } = filters;
  const change = (patch: Partial<Filters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    setShown(applyFilters(document.getElementById(gridId), next));
  };

  return (
    <div role="group" aria-labelledby={`${id}-heading`} className="flex flex-wrap items-end gap-3 rounded-xl bg-brand-50 p-3">
      <p id={`${id}-heading`} className="w-full text-sm font-semibold text-ink-900">
        {t("filters.heading")}
      </p>
      <label className="flex flex-col gap-1 text-sm">
        {t("filters.size")}
        <select className={SELECT} disabled={!live} value={size} onChange={(e) => change({ size: e.target.value })}>
          <option value="">{t("filters.anySize")}</option>
          {sizes.map((s) => (
            <option key={s} value={s}>
              {t("sft", { size: formatNumber(s, lang) })}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t("filters.beds")}
        <select className={SELECT} disabled={!live} value={bed} onChange={(e) => change({ bed: e.target.value })}>
          <option value="">{t("filters.anyBeds")}</option>
          {beds.map((b) => (
            <option key={b} value={b}>
              {t("beds", { count: b })}
            </option>
          ))}
        </select>
      </label>
      <label className="flex h-10 items-center gap-2 text-sm">
        <input type="checkbox" disabled={!live} checked={onlyAvailable} onChange={(e) => change({ onlyAvailable: e.target.checked })} />
        {t("filters.onlyAvailable")}
      </label>
      <p role="status" className="ml-auto text-sm text-ink-700">
        {shown ? t("filters.showing", { shown, total }) : t("filters.none")}
      </p>
    </div>
  );
}
