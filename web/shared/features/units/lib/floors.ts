/** What placing a flat in its building and floor needs (a staff Unit and a visitor's PublicUnit both have it). */
export type PlacedFlat = { building: string | null; floor: number; code: string };

/** The buildings of a project in name order ("" for a project of one building). */
export const buildingsOf = (units: readonly PlacedFlat[]) => [...new Set(units.map((u) => u.building ?? ""))].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));

/** One building's flats by floor, top floor first (as the building stands), each floor's flats in code order. */
export function floorsOf<U extends PlacedFlat>(units: readonly U[], building: string) {
  const floors = new Map<number, U[]>();
  for (const u of units) if ((u.building ?? "") === building) floors.set(u.floor, [...(floors.get(u.floor) ?? []), u]);
  return [...floors.entries()]
    .sort(([a], [b]) => b - a)
    .map(([floor, flats]) => ({ floor, flats: flats.sort((a, b) => a.code.localeCompare(b.code, "en", { numeric: true })) }));
}
