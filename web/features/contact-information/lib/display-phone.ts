/**
 * docs/product.md §2: the contact block "appends 01 to the phone number shown". The original stored numbers
 * without their "01" prefix and printed `01{phone}`. Our data (see scripts/seed/site-data.ts) stores
 * the whole number, "01713456789", so printing "01" in front of it would show "0101713456789".
 * The rule kept here is the intent: the number shown always starts with "01" — it is added when the
 * stored number lacks it, and never doubled. A +88/88 country prefix is read as the local "0".
 */
export function displayPhone(stored: string | null | undefined): string {
  const compact = (stored ?? "").replace(/[\s\-().]/g, "");
  if (!compact) return "";
  const local = compact.replace(/^\+?88(?=01)/, "");
  if (local.startsWith("01")) return local;
  // Ten digits starting with 1 are a full mobile number missing only its leading 0.
  if (/^1\d{9}$/.test(local)) return `0${local}`;
  return `01${local}`;
}
