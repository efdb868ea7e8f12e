import { useTranslation } from "@/shared/i18n/use-translation";
import { UNITS } from "@/shared/i18n/units";
import { BANK_LOAN_MAX_PERCENT, localizedPath, type PaymentPlan, percentOf, type PublicUnit } from "@/shared/lib/contract";
import { paths } from "@/shared/config/paths";
import { DetailSection } from "@/shared/features/projects/components/detail/detail-section";
import { FlatPanel } from "@/site/features/units/components/flat-panel";
import { UnitGrid } from "@/site/features/units/components/unit-grid";
import { chosenFlat, queryNumber } from "@/site/features/units/lib/flats";
import EmiCalculator from "@/site/islands/emi-calculator";
import UnitFilters from "@/site/islands/unit-filters";

/** The EMI form's defaults: a 9% loan over 20 years (docs/decisions.md "Flats on the project page"). */
const RATE = 9;
const YEARS = 20;
/** With the price hidden, a loan of at most Tk 100 crore. */
const NO_PRICE_MAX_LOAN = 1_000_000_000;

const GRID_ID = "unit-grid";

/**
 * "Flats and prices" on a project's page (issue 45; docs/product.md §10): the chosen flat's panel when
 * `?unit=` names an available one, the filters, and the availability grid. Every part is server HTML
 * from the loader's reads; the two islands get a few numbers each, never the flat list.
 */
export function ProjectUnits({ uniId, units, plans, query }: { uniId: string; units: PublicUnit[]; plans: PaymentPlan[]; query: URLSearchParams }) {
  const { t, lang } = useTranslation(UNITS);
  const unitParam = query.get("unit");
  const chosen = chosenFlat(units, unitParam);
  const price = chosen?.price ?? null;
  const maxLoan = price === null ? NO_PRICE_MAX_LOAN : percentOf(price, BANK_LOAN_MAX_PERCENT);
  const loanDefault = price === null ? null : maxLoan;
  const loanParam = query.get("loan");
  const emiProps = chosen && {
    unitId: chosen.id,
    loan: loanParam === null ? loanDefault : queryNumber(loanParam, 0, maxLoan, loanDefault ?? 0),
    rate: queryNumber(query.get("rate"), 0, 30, RATE),
    years: Math.round(queryNumber(query.get("years"), 1, 25, YEARS)),
    maxLoan,
  };
  const sizes = [...new Set(units.map((u) => u.sizeSft))].sort((a, b) => a - b);
  const beds = [...new Set(units.map((u) => u.bedrooms))].sort((a, b) => a - b);
  return (
    <DetailSection id="units" title={t("heading")}>
      <p className="text-ink-700">{t("intro")}</p>
      {unitParam !== null && !chosen && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("flat.missing")}
        </p>
      )}
      {chosen && emiProps && (
        <FlatPanel unit={chosen} plans={plans} backHref={`${localizedPath(paths.project(uniId), lang)}#units`} calculator={<EmiCalculator {...emiProps} />} />
      )}
      <UnitFilters gridId={GRID_ID} sizes={sizes} beds={beds} total={units.length} />
      <div id={GRID_ID}>
        <UnitGrid units={units} chosenId={chosen?.id ?? null} />
      </div>
    </DetailSection>
  );
}
