import type { Column } from "@/dashboard/components/data-table/types";
import { EXPIRING_HOURS, formatDhaka, type SalesRow, UNIT_STATUSES, type UnitStatus } from "@/shared/lib/contract";
import { formatCount as count, formatTaka } from "@/dashboard/lib/format-money";

const STATUS_HEADERS: Record<UnitStatus, string> = { available: "Available", hold: "On hold", booked: "Booked", sold: "Sold", landowner: "Landowner" };

/** Reports → Sales, one row per project (issue 45): flats by status, unsold stock's value, holds ending soon, most asked flats. */
export const salesColumns: Column<SalesRow>[] = [
  {
    id: "project",
    header: "Project",
    cell: (r) => (
      <span className="flex flex-col">
        <span className="font-medium text-ink-900">{r.name}</span>
        <span className="text-xs text-muted-foreground">
          {r.uniId} · {r.category}
        </span>
      </span>
    ),
    sortValue: (r) => r.name,
  },
  { id: "total", header: "Flats", cell: (r) => count(r.total), sortValue: (r) => r.total, className: "text-right" },
  ...UNIT_STATUSES.map<Column<SalesRow>>((s) => ({ id: s, header: STATUS_HEADERS[s], cell: (r) => count(r.byStatus[s]), sortValue: (r) => r.byStatus[s], className: "text-right" })),
  {
    id: "unsold",
    header: "Unsold value",
    cell: (r) => (r.unsoldValue === null ? "No price list" : formatTaka(r.unsoldValue)),
    sortValue: (r) => r.unsoldValue ?? -1,
    className: "whitespace-nowrap text-right",
  },
  {
    id: "expiring",
    header: `Holds ending in ${EXPIRING_HOURS} h`,
    cell: (r) =>
      r.expiringHolds.length ? (
        <ul className="text-xs">
          {r.expiringHolds.map((h) => (
            <li key={h.id}>
              {h.code}: {formatDhaka(h.holdUntil)}
              {h.holdLeadId ? `, lead #${h.holdLeadId}` : ""}
            </li>
          ))}
        </ul>
      ) : (
        "None"
      ),
    sortValue: (r) => r.expiringHolds.length,
  },
  {
    id: "asked",
    header: "Most asked flats",
    cell: (r) => (r.mostAsked.length ? r.mostAsked.map((m) => `${m.code} (${m.leads})`).join(", ") : "None"),
    sortValue: (r) => r.mostAsked[0]?.leads ?? 0,
  },
];
