import { useTranslation } from "@/shared/i18n/use-translation";
import { UNITS } from "@/shared/i18n/units";
import { formatNumber, type PublicUnit } from "@/shared/lib/contract";
import { FloorGrid } from "@/shared/features/units/components/floor-grid";
import { FLAT_STATUSES, STATUS_TONE } from "../lib/flats";
import { TableHead } from "./table-head";

/** A flat's cell (web/styles.css `.unit-cell`, its tone `.tone-*`): up to 160 on a project page, so its class list is named once. */
const CELL = "unit-cell";

/**
 * The availability grid (issue 45; docs/product.md §10), server HTML: one table per building, a row per
 * floor (top floor first), a cell per flat with its code, size, bedrooms and status (letter and words;
 * colour is never the only cue). An available flat is a plain link to `?unit={id}#flat`, whose page
 * load shows its price and plans, so it works without JavaScript. The filters island (unit-filters)
 * hides cells by their `data-` attributes; no flat list travels to the browser as props.
 */
export function UnitGrid({ units, chosenId }: { units: readonly PublicUnit[]; chosenId: number | null }) {
  const { t, lang } = useTranslation(UNITS);
  const counts = Object.fromEntries(FLAT_STATUSES.map((s) => [s, units.filter((u) => u.status === s).length]));
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t("legend")} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {FLAT_STATUSES.filter((s) => counts[s]).map((s) => (
            <li key={s} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-flex size-6 items-center justify-center rounded border text-xs font-bold ${STATUS_TONE[s]}`}>
                {t(`mark.${s}`)}
              </span>
              {t(`status.${s}`)} ({formatNumber(counts[s] ?? 0, lang)})
            </li>
          ))}
      </ul>
      <FloorGrid
        units={units}
        label={(building) => (building ? t("building", { name: building }) : t("heading"))}
        caption={(building) => building && t("building", { name: building })}
        classes={{
          region: "max-w-full overflow-x-auto rounded-xl border border-border bg-white p-2 sm:p-3",
          caption: "pb-1 text-left text-sm font-semibold text-ink-900",
          floor: "whitespace-nowrap pr-2 text-right align-middle text-xs font-semibold text-muted-foreground",
        }}
        head={
          <TableHead
            cells={[
              { label: t("floor"), className: "pr-2 text-right text-xs font-semibold text-muted-foreground" },
              { label: t("flats"), className: "text-left text-xs font-semibold text-muted-foreground" },
            ]}
          />
        }
        floorLabel={(floor) => formatNumber(floor, lang)}
        cells={(flats) => (
          <td>
            <ul className="flex gap-1">
              {flats.map((u) => (
                <li key={u.id} data-flat="" data-size={u.sizeSft} data-beds={u.bedrooms} data-status={u.status}>
                  <FlatCell unit={u} chosen={u.id === chosenId} />
                </li>
              ))}
            </ul>
          </td>
        )}
      />
    </div>
  );
}

function FlatCell({ unit: u, chosen }: { unit: PublicUnit; chosen: boolean }) {
  const { t, lang } = useTranslation(UNITS);
  const body = (
    <>
      <span className="unit-cell-head">
        <span className="unit-code">{u.code}</span>
        <span aria-hidden="true" className="font-bold">
          {t(`mark.${u.status}`)}
        </span>
      </span>
      <span>{t("sft", { size: formatNumber(u.sizeSft, lang) })}</span>
      <span>{t("beds", { count: u.bedrooms })}</span>
      <span className="sr-only">{t(`status.${u.status}`)}</span>
    </>
  );
  if (u.status !== "available") return <span className={`${CELL} ${STATUS_TONE[u.status]}`}>{body}</span>;
  return (
    <a
      href={`?unit=${u.id}#flat`}
      data-page-load=""
      aria-current={chosen ? "true" : undefined}
      className={`${CELL} ${STATUS_TONE.available} ${chosen ? "ring-2 ring-brand-600 ring-offset-1" : ""} hover:bg-emerald-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring`}
    >
      {body}
    </a>
  );
}
