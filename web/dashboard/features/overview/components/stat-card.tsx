import type { LucideIcon } from "lucide-react";
import { countStatuses } from "../lib/overview-stats";
import type { OverviewSource } from "../lib/overview-source";
import { SourceState } from "./source-state";

const ROWS = [
  ["approved", "Approved"],
  ["pending", "Pending"],
  ["rejected", "Rejected"],
  ["archived", "Archived"],
] as const;

/** docs/product.md §2: a total and the Approved / Pending / Rejected / Archived counts of one list. */
export function StatCard({ title, icon: Icon, source }: { title: string; icon: LucideIcon; source: OverviewSource }) {
  return (
    <section aria-label={title} className="rounded-xl border border-border bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-muted-foreground">{title}</h2>
        <Icon className="size-5 text-brand-700" aria-hidden="true" />
      </div>
      <div className="mt-3">
        <SourceState source={source} lines={3}>
          {(items) => {
            const counts = countStatuses(items);
            return (
              <>
                <p className="text-3xl font-bold text-ink-900" data-testid="stat-total">
                  {counts.total}
                </p>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  {ROWS.map(([key, label]) => (
                    <div key={key} className="flex justify-between gap-2">
                      <dt className="text-muted-foreground">{label}</dt>
                      <dd className="font-semibold text-ink-900">{counts[key]}</dd>
                    </div>
                  ))}
                </dl>
              </>
            );
          }}
        </SourceState>
      </div>
    </section>
  );
}
