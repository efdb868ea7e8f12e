import { TrendingDown, TrendingUp } from "lucide-react";
import { approvalRate, approvalTrend, countStatuses, trendLabel } from "../lib/overview-stats";
import type { OverviewSource } from "../lib/overview-source";
import { SourceState } from "./source-state";

/**
 * docs/product.md §2: an approval rate (rounded %, 0 with nothing to rate) with its progress bar, and its
 * change since last month in the spec's wording ("+12% from last month"), computed from the items
 * (lib/overview-stats.ts `approvalTrend`; issue 42), no longer fixed text.
 */
export function ApprovalCard({ title, source }: { title: string; source: OverviewSource }) {
  return (
    <section aria-label={`${title} approval rate`} className="rounded-xl border border-border bg-white p-5 shadow-sm">
      <h2 className="text-sm font-semibold text-muted-foreground">{title} approval rate</h2>
      <div className="mt-3">
        <SourceState source={source}>
          {(items) => {
            const counts = countStatuses(items);
            const rate = approvalRate(counts.approved, counts.total);
            const points = approvalTrend(items, new Date());
            const down = points !== null && points < 0;
            return (
              <>
                <p className="text-3xl font-bold text-ink-900" data-testid="approval-rate">
                  {rate}%
                </p>
                <div role="progressbar" aria-label={`${title} approved`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={rate} className="mt-3 h-2 overflow-hidden rounded-full bg-muted">
                  <div className="h-full rounded-full bg-emerald-600" style={{ width: `${rate}%` }} />
                </div>
                <p className="mt-2 text-xs text-muted-foreground">
                  {counts.approved} of {counts.total} approved
                </p>
                <p className={`mt-2 flex items-center gap-1 text-xs font-medium ${down ? "text-red-700" : "text-emerald-700"}`}>
                  {down ? <TrendingDown className="size-3.5" aria-hidden="true" /> : <TrendingUp className="size-3.5" aria-hidden="true" />}
                  {trendLabel(points)}
                </p>
              </>
            );
          }}
        </SourceState>
      </div>
    </section>
  );
}
