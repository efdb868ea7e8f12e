const FORMATS = {
  /** "March 5, 2026" (docs/product.md §9: en-US long month). */
  date: { year: "numeric", month: "long", day: "numeric" },
  /** "March 5, 2026 at 9:41 AM". */
  dateTime: { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Dashboard dates, in Dhaka time: staff work there, so "created today" means today in Dhaka
 * whichever time zone the laptop is set to. Empty for a missing or unreadable timestamp.
 */
export function formatInDhaka(iso: string | null | undefined, style: keyof typeof FORMATS = "date"): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-US", { ...FORMATS[style], timeZone: "Asia/Dhaka" }).format(date);
}
