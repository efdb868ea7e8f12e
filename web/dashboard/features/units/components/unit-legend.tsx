import { UNIT_STATUSES, type Unit } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";
import { UNIT_STATUS_LOOK } from "../lib/unit-status";

/** The grid's key: each status's colour, its letter and word, and how many flats have it. */
export function UnitLegend({ units }: { units: Unit[] }) {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-2 text-sm">
      {UNIT_STATUSES.map((status) => {
        const look = UNIT_STATUS_LOOK[status];
        const count = units.filter((u) => u.status === status).length;
        return (
          <li key={status} className="inline-flex items-center gap-2 rounded-full border border-border bg-white py-1 pl-1 pr-3">
            <span aria-hidden="true" className={cn("inline-flex size-6 items-center justify-center rounded-full border text-xs font-bold", look.tone)}>
              {look.letter}
            </span>
            <span>
              {look.label}: <strong>{count}</strong>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
