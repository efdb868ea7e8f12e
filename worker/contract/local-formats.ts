import { BENGALI_DIGITS, localDigits, type SiteLanguage } from "./language";
import { landSizeInSft, SFT_PER_UNIT } from "./leads";

/**
 * Local formats for the two site languages (issue 31): Bengali digits, bn-BD dates and land area in
 * katha beside square feet. Pure and zod-free, for the worker's pages and the browser alike.
 * Phone numbers are not passed through here: they stay Latin so `tel:` links and dialling work.
 */
export type { SiteLanguage } from "./language";

// The digits live with the languages (./language.ts): every page's strings (web/shared/i18n/translate.ts) use them.
export { bengaliDigits, localDigits } from "./language";

/** A count or size with grouping ("1,440" / "১,৪৪০"), at most `decimals` decimals. */
export function formatNumber(value: number, lang: SiteLanguage, decimals = 2): string {
  // en-US grouping in both languages, then Bengali digits: bn-BD's lakh grouping (১২,৩৪,৫৬৭) is not what the site prints.
  return localDigits(new Intl.NumberFormat("en-US", { maximumFractionDigits: decimals }).format(value), lang);
}

/** "March 5, 2026" or "৫ মার্চ, ২০২৬", in Dhaka time; empty for a missing or unreadable timestamp. */
export function formatDate(iso: string | null | undefined, lang: SiteLanguage): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const text = new Intl.DateTimeFormat(lang === "bn" ? "bn-BD" : "en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Dhaka" }).format(date);
  // An engine with partial ICU may keep Latin digits for bn-BD; the text must not.
  return localDigits(text, lang);
}

/** Katha in an area of square feet (1 katha = 720 sft), to two decimals. */
export const kathaOfSft = (sft: number) => Math.round((sft / SFT_PER_UNIT.katha) * 100) / 100;

/** Square feet in an area of katha: the leads' one conversion. */
export const sftOfKatha = (katha: number) => landSizeInSft(katha, "katha");

const UNIT_WORDS = { en: { sft: "sft", katha: "katha" }, bn: { sft: "বর্গফুট", katha: "কাঠা" } } as const;

/** Land area in both units, square feet first: "2,160 sft (3 katha)" / "২,১৬০ বর্গফুট (৩ কাঠা)". */
export function formatLandArea(sft: number, lang: SiteLanguage): string {
  const words = UNIT_WORDS[lang];
  return `${formatNumber(sft, lang)} ${words.sft} (${formatNumber(kathaOfSft(sft), lang)} ${words.katha})`;
}

/**
 * The square feet a staff-written land area names ("5 katha", "3,600 sft", "৫ কাঠা"), or null when
 * it names neither unit, so a page can show the free text as it is.
 */
export function readLandArea(text: string): number | null {
  const latin = text.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));
  const match = /([0-9][0-9,]*(?:\.[0-9]+)?)\s*(katha|kattha|কাঠা|sft|sq\.?\s*ft|square feet|বর্গফুট)/i.exec(latin);
  if (!match) return null;
  const amount = Number(match[1]!.replace(/,/g, ""));
  return /^(katha|kattha|কাঠা)$/i.test(match[2]!) ? sftOfKatha(amount) : amount;
}

const AREA_UNIT = /(katha|kattha|কাঠা|sft|sq\.?\s*ft|square feet|বর্গফুট)/i;
const isKatha = (unit: string) => /^(katha|kattha|কাঠা)$/i.test(unit);

/**
 * A staff-written size as the page shows it (issue 31): its own words, digits in the reader's
 * language, and the other unit beside it, katha for square feet and square feet for katha, for every
 * number it names ("1350 - 1450 sft" → "1350 - 1450 sft (1.88–2.01 katha)", "৫ কাঠা" → "৫ কাঠা (৩,৬০০ বর্গফুট)").
 * A text that names neither unit comes back with its digits localized only.
 */
export function formatArea(text: string, lang: SiteLanguage): string {
  const shown = localDigits(text, lang);
  const latin = text.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));
  const unit = AREA_UNIT.exec(latin)?.[1];
  const amounts = [...latin.matchAll(/[0-9][0-9,]*(?:\.[0-9]+)?/g)].map((m) => Number(m[0].replace(/,/g, ""))).filter((n) => n > 0);
  if (!unit || amounts.length === 0 || amounts.length > 2) return shown;
  const katha = isKatha(unit);
  const other = amounts.map((n) => formatNumber(katha ? sftOfKatha(n) : kathaOfSft(n), lang)).join("–");
  return `${shown} (${other} ${UNIT_WORDS[lang][katha ? "sft" : "katha"]})`;
}
