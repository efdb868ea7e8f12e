import type { PublicUnit } from "@/shared/lib/contract";

/** A flat's status as a visitor sees it (a hold is already `booked` in the public read). */
export type FlatStatus = PublicUnit["status"];
export const FLAT_STATUSES: readonly FlatStatus[] = ["available", "booked", "sold", "landowner"];

/** Colour and border of a status (web/styles.css `.tone-*`); the letter and the words say it too (colour is never the only cue). */
export const STATUS_TONE: Record<FlatStatus, string> = {
  available: "tone-available",
  booked: "tone-booked",
  sold: "tone-sold",
  landowner: "tone-landowner",
};

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
