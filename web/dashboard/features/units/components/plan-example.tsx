import { formatTaka } from "@/dashboard/lib/format-money";
import { planParts, planProblem, type PlanTerms } from "@/shared/lib/contract";

/** Instalments as staff read them: "24 × Tk 41,667 every 1 month" (the first ones a taka more when the split is uneven). */
function instalments(parts: number[], months: number) {
  if (!parts.length) return "None";
  const [first, last] = [parts[0]!, parts.at(-1)!];
  const every = `every ${months} month${months === 1 ? "" : "s"}`;
  return first === last ? `${parts.length} × ${formatTaka(first)} ${every}` : `${parts.length} instalments of ${formatTaka(last)} to ${formatTaka(first)} ${every}`;
}

/**
 * What a plan works out to for the example flat, in whole taka, by the contract's own arithmetic
 * (worker/contract/payment-plan.ts): the parts add up to the price to the taka, as the project page shows them.
 */
export function PlanExample({ plan, price, flat }: { plan: PlanTerms; price: number | null; flat: string | null }) {
  if (price === null || flat === null) return <p className="text-sm text-muted-foreground">Save a price list and add flats to see what this plan works out to.</p>;
  const values = Object.values(plan);
  if (values.some((v) => typeof v === "number" && Number.isNaN(v)) || planProblem(plan)) return <p className="text-sm text-muted-foreground">Complete the plan to see it worked out.</p>;
  const parts = planParts(price, plan);
  const rows: [string, string][] = [
    ["Booking money", formatTaka(parts.booking)],
    ["Down payment", formatTaka(parts.downPayment)],
    ["Instalments", instalments(parts.installments, parts.intervalMonths)],
    ["At handover", formatTaka(parts.handover)],
    ["One-time payment", formatTaka(parts.oneTimePrice)],
  ];
  return (
    <div className="rounded-lg bg-muted/60 p-3 text-sm">
      <p className="font-medium text-ink-900">
        For flat {flat} at {formatTaka(price)}:
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
