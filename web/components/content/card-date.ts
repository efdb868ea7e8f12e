/**
 * Card dates use the en-US long month (docs/product.md §2, §9): "March 5, 2026". The day is the one in Dhaka,
 * where the company and nearly all visitors are, so a late-evening post never shows tomorrow's date
 * to one visitor and today's to another. Bengali visitors get the same date with Bengali month names.
 */
export function formatCardDate(iso: string | null | undefined, language = "en"): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(language === "bn" ? "bn-BD" : "en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "Asia/Dhaka",
  }).format(date);
}
