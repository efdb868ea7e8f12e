import type { PublicUnit } from "@/shared/lib/contract";

/** A flat's status as a visitor sees it (a hold is already `booked` in the public read). */
export type FlatStatus = PublicUnit["status"];
export const FLAT_STATUSES: readonly FlatStatus[] = ["available", "booked", "sold", "landowner"];

/** Colour and border of a status; the letter and the words say it too (colour is never the only cue). */
export const STATUS_TONE: Record<FlatStatus, string> = {
  available: "border-emerald-600 bg-emerald-50 text-emerald-900",
  booked: "border-amber-600 bg-amber-50 text-amber-900",
  sold: "border-ink-700 bg-muted text-ink-800",
  landowner: "border-dashed border-ink-700 bg-white text-ink-700",
};

/** The buildings of a project in name order ("" for a project of one building). */
export const buildingsOf = (units: readonly PublicUnit[]) => [...new Set(units.map((u) => u.building ?? ""))].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));

/** One building's flats by floor, top floor first (as the building stands), each floor's flats in code order. */
export function floorsOf(units: readonly PublicUnit[], building: string) {
  const floors = new Map<number, PublicUnit[]>();
  for (const u of units) if ((u.building ?? "") === building) floors.set(u.floor, [...(floors.get(u.floor) ?? []), u]);
  return [...floors.entries()]
    .sort(([a], [b]) => b - a)
    .map(([floor, flats]) => ({ floor, flats: flats.sort((a, b) => a.code.localeCompare(b.code, "en", { numeric: true })) }));
}

/** The flat a `?unit=` names, if it is one of the project's and on sale (only available flats open a panel). */
export function chosenFlat(units: readonly PublicUnit[] | null, unitParam: string | null): PublicUnit | null {
  if (!units || !unitParam || !/^\d{1,9}$/.test(unitParam)) return null;
  return units.find((u) => u.id === Number(unitParam) && u.status === "available") ?? null;
}

/** A number typed into the EMI form, clamped to [min, max]; null when empty or unreadable. */
export function readNumber(value: string | null, min: number, max: number): number | null {
  const n = value === null || value.trim() === "" ? NaN : Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : null;
}

/** A number of the EMI form's query (`?loan=`), clamped; `fallback` when missing or unreadable. */
export const queryNumber = (value: string | null, min: number, max: number, fallback: number): number => readNumber(value, min, max) ?? fallback;
