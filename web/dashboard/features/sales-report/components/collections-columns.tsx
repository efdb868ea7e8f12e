import type { Column } from "@/dashboard/components/data-table/types";
import { type CollectionsRow, OVERDUE_AGE_LABELS, OVERDUE_AGES } from "@/shared/lib/contract";
import { formatCount, formatTaka } from "@/dashboard/lib/format-money";

/** The total row's key: the table lists it last, after the projects. */
export const TOTAL_KEY = "total";

const project = (r: CollectionsRow) =>
  r.uniId === TOTAL_KEY ? (
    <span className="font-semibold text-ink-900">{r.name}</span>
  ) : (
    <span className="flex flex-col">
      <span className="font-medium text-ink-900">{r.name}</span>
      <span className="text-xs text-muted-foreground">{r.uniId}</span>
    </span>
  );
const money = "whitespace-nowrap text-right";

/** Collections in Reports → Sales, a row per project and the total (issue 46 item 5); unsorted, so the total stays last. */
export const collectionsColumns: Column<CollectionsRow>[] = [
  { id: "project", header: "Project", cell: project },
  { id: "due", header: "Due this month", cell: (r) => formatTaka(r.due), className: money },
  { id: "collected", header: "Collected this month", cell: (r) => formatTaka(r.collected), className: money },
  { id: "overdue", header: "Overdue", cell: (r) => formatTaka(r.overdue), className: money },
  ...OVERDUE_AGES.map<Column<CollectionsRow>>((a) => ({ id: a, header: OVERDUE_AGE_LABELS[a], cell: (r) => formatTaka(r.byAge[a]), className: money })),
  { id: "cancellations", header: "Cancellations", cell: (r) => formatCount(r.cancellations), className: "text-right" },
  { id: "refunded", header: "Refunded", cell: (r) => formatTaka(r.refunded), className: money },
];

/** One project (or the total) as a card on a phone: the same figures as the columns. */
export function collectionsCard(r: CollectionsRow) {
  const figures: [string, string][] = [
    ["Due this month", formatTaka(r.due)],
    ["Collected this month", formatTaka(r.collected)],
    ["Overdue", formatTaka(r.overdue)],
    ...OVERDUE_AGES.map<[string, string]>((a) => [`Overdue ${OVERDUE_AGE_LABELS[a]}`, formatTaka(r.byAge[a])]),
    ["Cancellations", formatCount(r.cancellations)],
    ["Refunded", formatTaka(r.refunded)],
  ];
  return (
    <div className="grid gap-2 text-sm">
      {project(r)}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
        {figures.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
