import type { Unit } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";
import { formatCount } from "@/dashboard/lib/format-money";
import { UNIT_STATUS_LOOK } from "../lib/unit-status";

/** A flat's accessible name: its code, status in words, size and bedrooms ("Flat 5A: Available, 1,250 sft, 3 bed"). */
export const flatName = (u: Unit) => `Flat ${u.code}${u.building ? ` (${u.building})` : ""}: ${UNIT_STATUS_LOOK[u.status].label}, ${formatCount(u.sizeSft)} sft, ${u.bedrooms} bed`;

/** The flats of one building by floor, top floor first, each floor's flats in code order. */
function floorsOf(units: Unit[]) {
  const floors = new Map<number, Unit[]>();
  for (const u of units) floors.set(u.floor, [...(floors.get(u.floor) ?? []), u]);
  return [...floors.entries()].sort(([a], [b]) => b - a).map(([floor, flats]) => ({ floor, flats: flats.sort((a, b) => a.code.localeCompare(b.code, "en", { numeric: true })) }));
}

/**
 * The floor-by-floor grid (issue 45): one table per building, a row per floor, a button per flat coloured
 * by status with its letter (colour is never the only cue). It scrolls sideways inside its
 * own box (its buttons take focus, so the keyboard scrolls it too), never the phone's page; each flat
 * opens its actions (`onOpen`).
 */
export function UnitGrid({ units, onOpen }: { units: Unit[]; onOpen: (u: Unit) => void }) {
  const buildings = [...new Set(units.map((u) => u.building ?? ""))].sort();
  return (
    <div className="flex flex-col gap-4">
      {buildings.map((building) => {
        const caption = building ? `Flats of building ${building} by floor` : "Flats by floor";
        return (
          <div key={building} role="region" aria-label={caption} className="max-w-full overflow-x-auto rounded-xl border border-border bg-white p-3">
            <table className="border-separate border-spacing-1">
              <caption className="pb-2 text-left text-sm font-semibold text-ink-900">{caption}</caption>
              <tbody>
                {floorsOf(units.filter((u) => (u.building ?? "") === building)).map(({ floor, flats }) => (
                  <tr key={floor}>
                    <th scope="row" className="whitespace-nowrap pr-2 text-right text-xs font-semibold text-muted-foreground">
                      Floor {floor}
                    </th>
                    {flats.map((u) => {
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
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}
