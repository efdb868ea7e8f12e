/**
 * Apartment size bands (docs/product.md §2, §9). The size is free text entered by staff ("1650 - 1850 sft",
 * "1,200 sft", "৯৫০ বর্গফুট"); the band comes from the first number in it.
 */
export const SIZE_BANDS = ["0-1000", "1000-1500", "1500-2000", "2000+"] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];

const BENGALI_DIGITS = /[০-৯]/g;

/** The first number in a size text, or null when there is none. */
export function parseSize(text: string | null | undefined): number | null {
  if (!text) return null;
  const ascii = text.replace(BENGALI_DIGITS, (d) => String(d.charCodeAt(0) - 0x09e6));
  const match = /\d[\d,]*(?:\.\d+)?/.exec(ascii);
  if (!match) return null;
  const value = Number(match[0].replace(/,/g, ""));
  return Number.isFinite(value) ? value : null;
}

/** 0-1000 is above 0 and below 1000; each band includes its lower bound; 2000+ has no upper one. */
export function sizeBandOf(sqft: number | null): SizeBand | null {
  if (sqft === null || !(sqft > 0)) return null;
  if (sqft < 1000) return "0-1000";
  if (sqft < 1500) return "1000-1500";
  if (sqft < 2000) return "1500-2000";
  return "2000+";
}

export const sizeBandOfText = (text: string | null | undefined) => sizeBandOf(parseSize(text));

export const isSizeBand = (value: string | null | undefined): value is SizeBand =>
  (SIZE_BANDS as readonly string[]).includes(value ?? "");
