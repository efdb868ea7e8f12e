import type { SalesRow } from "@/shared/lib/contract";
import { formatCount, formatTaka } from "@/dashboard/lib/format-money";

/** The report's figures over every project: flats, those still for sale, their value, holds ending soon. */
export function SalesTotals({ rows }: { rows: SalesRow[] }) {
  const sum = (f: (r: SalesRow) => number) => rows.reduce((total, r) => total + f(r), 0);
  const figures: [string, string][] = [
    ["Flats", formatCount(sum((r) => r.total))],
    ["Available", formatCount(sum((r) => r.byStatus.available))],
    ["Booked or sold", formatCount(sum((r) => r.byStatus.booked + r.byStatus.sold))],
    ["Unsold value", formatTaka(sum((r) => r.unsoldValue ?? 0))],
    ["Holds ending soon", formatCount(sum((r) => r.expiringHolds.length))],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map(([term, value]) => (
        <div key={term} className="rounded-xl border border-border bg-white p-4 shadow-sm">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="mt-1 text-lg font-semibold text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
