import type { UseQueryResult } from "@tanstack/react-query";
import type { Message } from "@/shared/lib/contract";
import { leadFigures } from "../lib/lead-figures";

/** The overview's Leads card: new today, follow-ups due, and the last 30 days' conversion (lib/lead-figures.ts). */
export function LeadFiguresCard({ leads }: { leads: UseQueryResult<Message[], unknown> }) {
  const figures = leads.data ? leadFigures(leads.data, new Date()) : null;
  const rows = figures
    ? ([
        ["New leads today", String(figures.newToday)],
        ["Follow-ups due", String(figures.followUpsDue)],
        ["Conversion, last 30 days", `${figures.conversion}%`],
      ] as const)
    : [];
  return (
    <section aria-label="Leads" className="rounded-xl border border-border bg-white p-5 shadow-sm">
      <h2 className="text-sm font-semibold text-muted-foreground">Leads</h2>
      {leads.isError ? (
        <p className="mt-3 text-sm" role="alert">
          The leads could not be loaded.
        </p>
      ) : !figures ? (
        <p className="mt-3 text-sm text-muted-foreground">Loading…</p>
      ) : (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold text-ink-900" data-testid={`lead-figure-${label}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
