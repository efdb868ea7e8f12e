import type { ReactNode } from "react";
import { buildingsOf, floorsOf, type PlacedFlat } from "../lib/floors";

type Props<U extends PlacedFlat> = {
  units: readonly U[];
  /** A building's region's accessible name ("" is the building of a project of one building). */
  label: (building: string) => string;
  /** A building's visible caption; null, none. */
  caption: (building: string) => ReactNode;
  /** Whole class lists (`cn` does not merge classes on public pages): the region's box, the caption, a floor's head. */
  classes: { region: string; caption: string; floor: string };
  /** The column heads, if any. */
  head?: ReactNode;
  /** A floor's row head ("Floor 3", "৩"). */
  floorLabel: (floor: number) => ReactNode;
  /** A floor's flats after its head: one or more cells. */
  cells: (flats: U[]) => ReactNode;
};

/**
 * The flats floor by floor (issue 45), on the project's page and on the staff Units screen: one table per
 * building, a row per floor, top floor first. Each scrolls sideways inside its own box, never the phone's page.
 */
export function FloorGrid<U extends PlacedFlat>({ units, label, caption, classes, head, floorLabel, cells }: Props<U>) {
  return buildingsOf(units).map((building) => {
    const shown = caption(building);
    return (
      <div key={building} role="region" aria-label={label(building)} className={classes.region}>
        <table className="border-separate border-spacing-1">
          {shown && <caption className={classes.caption}>{shown}</caption>}
          {head}
          <tbody>
            {floorsOf(units, building).map(({ floor, flats }) => (
              <tr key={floor} data-floor={floor}>
                <th scope="row" className={classes.floor}>
                  {floorLabel(floor)}
                </th>
                {cells(flats)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  });
}
