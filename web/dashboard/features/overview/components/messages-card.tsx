import { Mail } from "lucide-react";
import type { OverviewSource } from "../lib/overview-source";
import { SourceState } from "./source-state";

/** docs/product.md §2: "A Messages card shows the total messages received." */
export function MessagesCard({ source }: { source: OverviewSource }) {
  return (
    <section aria-label="Messages" className="rounded-xl border border-border bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-muted-foreground">Messages</h2>
        <Mail className="size-5 text-brand-700" aria-hidden="true" />
      </div>
      <div className="mt-3">
        <SourceState source={source}>
          {(items) => (
            <>
              <p className="text-3xl font-bold text-ink-900" data-testid="stat-total">
                {items.length}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">Total messages received</p>
            </>
          )}
        </SourceState>
      </div>
    </section>
  );
}
