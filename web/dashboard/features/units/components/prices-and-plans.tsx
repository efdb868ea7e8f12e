import type { Unit } from "@/shared/lib/contract";
import { flatPrice } from "@/shared/lib/contract";
import { usePlans } from "../api/get-plans";
import { usePriceVersions } from "../api/get-price-versions";
import { PlansForm } from "./plans-form";
import { PriceHistory } from "./price-history";
import { PriceListForm } from "./price-list-form";

/**
 * The Units screen's second tab (issue 45): the current price list as a form that saves a new version,
 * its history, and the payment plans worked out for an example flat (the first available one, else the first).
 */
export function PricesAndPlans({ uniId, units }: { uniId: string; units: Unit[] }) {
  const versions = usePriceVersions(uniId);
  const plans = usePlans(uniId);
  const current = versions.data?.[0];
  const flat = units.find((u) => u.status === "available") ?? units[0];
  const example = current && flat ? { flat: flat.code, price: flatPrice(current, flat) } : null;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <section aria-labelledby="price-list-heading" className="rounded-xl border border-border bg-white p-4">
        <h2 id="price-list-heading" className="mb-3 text-lg font-semibold text-ink-900">
          Price list
        </h2>
        {/* Keyed by what they show: after a save (not after a mere refetch) each form starts from what was saved. */}
        {versions.data && <PriceListForm key={current?.id ?? 0} uniId={uniId} current={current} />}
      </section>
      <PriceHistory versions={versions.data} error={versions.isError ? versions.error.message : null} onRetry={() => void versions.refetch()} />
      <section aria-labelledby="plans-heading" className="rounded-xl border border-border bg-white p-4">
        <h2 id="plans-heading" className="mb-3 text-lg font-semibold text-ink-900">
          Payment plans
        </h2>
        {plans.isError && <p role="alert" className="text-destructive">{plans.error.message}</p>}
        {plans.data && <PlansForm key={JSON.stringify(plans.data)} uniId={uniId} plans={plans.data} example={example} />}
      </section>
    </div>
  );
}
