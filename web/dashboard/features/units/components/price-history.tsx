import { DataTable } from "@/dashboard/components/data-table/data-table";
import type { Column } from "@/dashboard/components/data-table/types";
import { formatTaka } from "@/dashboard/lib/format-money";
import { formatDhaka, type PriceListVersion } from "@/shared/lib/contract";

const columns: Column<PriceListVersion>[] = [
  { id: "saved", header: "Saved", cell: (v) => formatDhaka(v.createdAt), sortValue: (v) => v.createdAt },
  { id: "rate", header: "Rate per sft", cell: (v) => formatTaka(v.ratePerSft), sortValue: (v) => v.ratePerSft, className: "whitespace-nowrap" },
  { id: "premiums", header: "Floor premiums", cell: (v) => v.floorPremiums.map((p) => `from ${p.floor}: +${formatTaka(p.perSft)}`).join(", ") || "None" },
  { id: "extras", header: "Extras", cell: (v) => v.extras.map((e) => `${e.name} ${formatTaka(e.amount)}`).join(", ") || "None" },
  { id: "shown", header: "Prices shown", cell: (v) => (v.showPrices ? "Yes" : "No") },
];

/** Every version of the price list, newest (the current one) first: a saved list is never changed, only followed. */
export function PriceHistory({ versions, error, onRetry }: { versions: PriceListVersion[] | undefined; error: string | null; onRetry: () => void }) {
  return (
    <DataTable
      caption="Price list history"
      rows={versions}
      columns={columns}
      rowKey={(v) => v.id}
      rowLabel={(v) => `version of ${v.createdAt}`}
      empty="No price list yet."
      error={error}
      onRetry={onRetry}
    />
  );
}
