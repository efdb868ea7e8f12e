import { localDigits, type SiteLanguage } from "./language";

/**
 * A receipt's amount in words and figures (issue 46; docs/decisions.md "Amounts in words"): whole taka,
 * counted as Bangladesh counts money, in crore (1,00,00,000), lakh (1,00,000), thousand and hundred.
 * English: "Taka one lakh twenty-five thousand only", without "and"; Bengali: "এক লক্ষ পঁচিশ হাজার
 * টাকা মাত্র". A crore count of 100 or more is itself counted ("one hundred crore"). A negative amount (a
 * reversal, a refund) reads "Minus taka …" / "ঋণাত্মক … টাকা মাত্র". Pure, for the worker and the web alike.
 */

const EN_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/**
 * Bengali has its own word for each number below 100 (no tens-and-ones pattern holds throughout), in
 * the spelling of the Bangla Academy (উনিশ, but ঊনত্রিশ … ঊননব্বই; ষোলো; অষ্টাশি). Checked against
 * several published tables; where they differ (১৬ ষোল/ষোলো, ৮৮ আটাশি/অষ্টাশি) the Academy's form is kept.
 */
export const BN_0_TO_99 = [
  "শূন্য", "এক", "দুই", "তিন", "চার", "পাঁচ", "ছয়", "সাত", "আট", "নয়",
  "দশ", "এগারো", "বারো", "তেরো", "চৌদ্দ", "পনেরো", "ষোলো", "সতেরো", "আঠারো", "উনিশ",
  "বিশ", "একুশ", "বাইশ", "তেইশ", "চব্বিশ", "পঁচিশ", "ছাব্বিশ", "সাতাশ", "আটাশ", "ঊনত্রিশ",
  "ত্রিশ", "একত্রিশ", "বত্রিশ", "তেত্রিশ", "চৌত্রিশ", "পঁয়ত্রিশ", "ছত্রিশ", "সাঁইত্রিশ", "আটত্রিশ", "ঊনচল্লিশ",
  "চল্লিশ", "একচল্লিশ", "বিয়াল্লিশ", "তেতাল্লিশ", "চুয়াল্লিশ", "পঁয়তাল্লিশ", "ছেচল্লিশ", "সাতচল্লিশ", "আটচল্লিশ", "ঊনপঞ্চাশ",
  "পঞ্চাশ", "একান্ন", "বায়ান্ন", "তিপ্পান্ন", "চুয়ান্ন", "পঞ্চান্ন", "ছাপ্পান্ন", "সাতান্ন", "আটান্ন", "ঊনষাট",
  "ষাট", "একষট্টি", "বাষট্টি", "তেষট্টি", "চৌষট্টি", "পঁয়ষট্টি", "ছেষট্টি", "সাতষট্টি", "আটষট্টি", "ঊনসত্তর",
  "সত্তর", "একাত্তর", "বাহাত্তর", "তিয়াত্তর", "চুয়াত্তর", "পঁচাত্তর", "ছিয়াত্তর", "সাতাত্তর", "আটাত্তর", "ঊনআশি",
  "আশি", "একাশি", "বিরাশি", "তিরাশি", "চুরাশি", "পঁচাশি", "ছিয়াশি", "সাতাশি", "অষ্টাশি", "ঊননব্বই",
  "নব্বই", "একানব্বই", "বিরানব্বই", "তিরানব্বই", "চুরানব্বই", "পঁচানব্বই", "ছিয়ানব্বই", "সাতানব্বই", "আটানব্বই", "নিরানব্বই",
] as const;

const SCALES = {
  en: { hundred: "hundred", thousand: "thousand", lakh: "lakh", crore: "crore" },
  bn: { hundred: "শত", thousand: "হাজার", lakh: "লক্ষ", crore: "কোটি" },
} as const;

const below100 = (n: number, lang: SiteLanguage) => {
  if (lang === "bn") return BN_0_TO_99[n]!;
  if (n < 20) return EN_ONES[n]!;
  return EN_TENS[Math.floor(n / 10)]! + (n % 10 ? `-${EN_ONES[n % 10]}` : "");
};

/** A positive whole number in words, crore, lakh, thousand, hundred; "" for 0. */
function count(n: number, lang: SiteLanguage): string {
  const s = SCALES[lang];
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${count(crore, lang)} ${s.crore}`);
  const rest = n % 10_000_000;
  const groups: [number, string][] = [
    [Math.floor(rest / 100_000), s.lakh],
    [Math.floor((rest % 100_000) / 1000), s.thousand],
    [Math.floor((rest % 1000) / 100), s.hundred],
  ];
  for (const [value, name] of groups) if (value) parts.push(`${below100(value, lang)} ${name}`);
  if (rest % 100) parts.push(below100(rest % 100, lang));
  return parts.join(" ");
}

/** "Taka one lakh twenty-five thousand only" / "এক লক্ষ পঁচিশ হাজার টাকা মাত্র". */
export function amountInWords(amount: number, lang: SiteLanguage): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole amount of taka: ${amount}`);
  const words = amount === 0 ? below100(0, lang) : count(Math.abs(amount), lang);
  if (lang === "bn") return `${amount < 0 ? "ঋণাত্মক " : ""}${words} টাকা মাত্র`;
  return `${amount < 0 ? "Minus taka" : "Taka"} ${words} only`;
}

/** Digits grouped as Bangladesh writes money: the last three, then twos ("1,25,00,000"). */
export function lakhGrouping(n: number): string {
  const digits = String(Math.abs(n));
  const last3 = digits.slice(-3);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${n < 0 ? "-" : ""}${head ? `${head},` : ""}${last3}`;
}

/** The amount in figures on a receipt: "Tk 1,25,000" / "৳ ১,২৫,০০০"; a negative one "-Tk 1,25,000" / "-৳ ১,২৫,০০০". */
export function takaFigures(amount: number, lang: SiteLanguage): string {
  const figures = lakhGrouping(Math.abs(amount));
  const text = lang === "bn" ? `৳ ${localDigits(figures, "bn")}` : `Tk ${figures}`;
  return amount < 0 ? `-${text}` : text;
}
