import type { Unit } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";
import { formatCount } from "@/dashboard/lib/format-money";
import { FloorGrid } from "@/shared/features/units/components/floor-grid";
import { UNIT_STATUS_LOOK } from "../lib/unit-status";

/** A flat's accessible name: its code, status in words, size and bedrooms ("Flat 5A: Available, 1,250 sft, 3 bed"). */
export const flatName = (u: Unit) => `Flat ${u.code}${u.building ? ` (${u.building})` : ""}: ${UNIT_STATUS_LOOK[u.status].label}, ${formatCount(u.sizeSft)} sft, ${u.bedrooms} bed`;

/** A building's table's name and caption. */
const caption = (building: string) => (building ? `Flats of building ${building} by floor` : "Flats by floor");

/**
 * The floor-by-floor grid (issue 45): one table per building, a row per floor, a button per flat coloured
 * by status with its letter (colour is never the only cue). It scrolls sideways inside its
 * own box (its buttons take focus, so the keyboard scrolls it too), never the phone's page; each flat
 * opens its actions (`onOpen`).
 */
export function UnitGrid({ units, onOpen }: { units: Unit[]; onOpen: (u: Unit) => void }) {
  return (
    <div className="flex flex-col gap-4">
      <FloorGrid
        units={units}
        label={caption}
        caption={caption}
        classes={{
          region: "max-w-full overflow-x-auto rounded-xl border border-border bg-white p-3",
          caption: "pb-2 text-left text-sm font-semibold text-ink-900",
          floor: "whitespace-nowrap pr-2 text-right text-xs font-semibold text-muted-foreground",
        }}
        floorLabel={(floor) => `Floor ${floor}`}
        cells={(flats) =>
          flats.map((u) => {
            const look = UNIT_STATUS_LOOK[u.status];
            return (
              <td key={u.id}>
                {/* Named by its content (one sr-only span, so no stray spaces), not aria-label: axe wants an aria-label to hold the visible text, letter and all. */}
                <button
                  type="button"
                  onClick={() => onOpen(u)}
                  className={cn("flex min-h-11 min-w-16 flex-col items-center justify-center rounded-md border px-2 py-1 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1", look.tone)}
                >
                  <span className="sr-only">{flatName(u)}</span>
                  <span aria-hidden="true" className="font-semibold">
                    {u.code}
                  </span>
                  <span aria-hidden="true" className="text-xs font-bold">
                    {look.letter}
                  </span>
                </button>
              </td>
            );
          })
        }
      />
    </div>
  );
}
