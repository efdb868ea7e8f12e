import { Search } from "lucide-react";
import { Input } from "@/shared/components/ui/input";
import { NativeSelect } from "@/shared/components/ui/native-select";
import type { OverviewFilter, StatusFilter } from "../lib/overview-items";

const STATUS_OPTIONS: [StatusFilter, string][] = [
  ["", "All Status"],
  ["approved", "Approved"],
  ["pending", "Pending"],
  ["archived", "Archived"],
  ["rejected", "Rejected"],
];

/** docs/product.md §2 "Filters & Search": a text box and a status select, applied to every list below. */
export function OverviewFilters({ value, onChange }: { value: OverviewFilter; onChange: (v: OverviewFilter) => void }) {
  return (
    <section aria-labelledby="overview-filters" className="rounded-xl border border-border bg-white p-5 shadow-sm">
      <h2 id="overview-filters" className="mb-3 font-semibold text-ink-900">
        Filters & Search
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search"
            placeholder="Search by title, name, or description..."
            value={value.q}
            onChange={(e) => onChange({ ...value, q: e.target.value })}
            className="pl-9"
          />
        </div>
        <NativeSelect aria-label="Status" value={value.status} onChange={(e) => onChange({ ...value, status: e.target.value as StatusFilter })} className="sm:w-48">
          {STATUS_OPTIONS.map(([v, label]) => (
            <option key={label} value={v}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </section>
  );
}
