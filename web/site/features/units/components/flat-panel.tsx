import { MessageCircleQuestionMark } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { UNITS } from "@/shared/i18n/units";
import { formatNumber, type PaymentPlan, type PublicUnit } from "@/shared/lib/contract";
import { buttonVariants } from "@/shared/components/ui/button-variants";
import { PlanTable } from "./plan-table";

const DIRECTIONS: Record<string, string> = {
  n: "north", s: "south", e: "east", w: "west", ne: "northEast", nw: "northWest", se: "southEast", sw: "southWest",
  north: "north", south: "south", east: "east", west: "west",
  northeast: "northEast", northwest: "northWest", southeast: "southEast", southwest: "southWest",
};

/** A flat's facing in the page's language when staff typed a compass direction ("South", "north-east", "NE"); anything else as typed. */
export function direction(facing: string, t: (key: string) => string): string {
  const key = DIRECTIONS[facing.toLowerCase().replace(/[^a-z]/g, "").replace(/facing$/, "")];
  return key ? t(`direction.${key}`) : facing;
}

/**
 * One flat, as `?unit={id}#flat` shows it (issue 45): its facts, its price or "Price on request", each
 * payment plan worked out in taka (in percentages with the price hidden), the EMI calculator the page
 * passes in, and "Ask about this flat", which goes to the visit form below, which then names the flat.
 */
export function FlatPanel({ unit: u, plans, calculator, backHref }: { unit: PublicUnit; plans: PaymentPlan[]; calculator: ReactNode; backHref: string }) {
  const { t, lang } = useTranslation(UNITS);
  const price = u.price ?? null;
  const facts: [string, string][] = [
    [t("flat.floor"), formatNumber(u.floor, lang)],
    [t("flat.size"), t("sft", { size: formatNumber(u.sizeSft, lang) })],
    [t("flat.bedrooms"), formatNumber(u.bedrooms, lang)],
    [t("flat.bathrooms"), formatNumber(u.bathrooms, lang)],
    ...(u.facing ? [[t("flat.facing"), direction(u.facing, t)] as [string, string]] : []),
    [t("flat.status"), t(`status.${u.status}`)],
  ];
  return (
    <section id="flat" aria-labelledby="flat-heading" className="scroll-mt-28 grid gap-6 rounded-2xl border-2 border-brand-500 bg-brand-50 p-4 sm:p-6" data-unit={u.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id="flat-heading" className="text-xl font-semibold text-ink-900">
          {u.building ? t("flat.inBuilding", { code: u.code, building: u.building }) : t("flat.heading", { code: u.code })}
        </h3>
        <a href={backHref} data-page-load="" className="text-sm font-medium text-brand-700 underline">
          {t("flat.back")}
        </a>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-muted-foreground">{t("flat.price")}</dt>
          <dd className="text-lg font-semibold text-ink-900" data-testid="flat-price">
            {price === null ? t("flat.priceOnRequest") : t("money", { amount: formatNumber(price, lang, 0) })}
          </dd>
        </div>
      </dl>
      <a href="#visit" className={`${buttonVariants()} justify-self-start`}>
        <MessageCircleQuestionMark aria-hidden="true" />
        {t("flat.ask")}
      </a>
      <div className="grid gap-4">
        <h4 className="text-base font-semibold text-ink-900">{t("flat.plans")}</h4>
        {plans.length ? (
          <div className="grid gap-6 lg:grid-cols-2">
            {plans.map((p) => (
              <PlanTable key={p.id} plan={p} price={price} />
            ))}
          </div>
        ) : (
          <p className="text-sm text-ink-700">{t("flat.noPlans")}</p>
        )}
      </div>
      <div id="emi" className="scroll-mt-28">
        {calculator}
      </div>
    </section>
  );
}
