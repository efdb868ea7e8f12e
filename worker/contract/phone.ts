/**
 * The one phone rule (contact form, project details, users, the company's contact information),
 * shared by the worker and the browser: zod-free and small, so the public bundle carries it without
 * a phone library. docs/product.md §5 "Phone numbers".
 *
 * Accepted, in any common writing (spaces, dashes, dots, brackets; a leading 00 reads as +):
 * - Bangladeshi mobiles: 01711111111, +8801711111111, 8801711111111, +88 01711-111111;
 * - Bangladeshi landlines: 02-9881234 (Dhaka), 031-2345678, +880 2 9881234;
 * - international numbers in E.164: "+", a country code and the number, 8 to 15 digits in all;
 * - in Bengali digits as well (০১৭১২৩৪৫৬৭৮, what Avro and Gboard type), or a mix of both (issue 42).
 * Stored normalised to E.164 (+8801711111111, +88029881234, +14155550100).
 */
export const PHONE_MESSAGE =
  "Enter a valid phone number: a Bangladeshi number (01711-111111, 02-9881234) or an international number with its country code (+1 415 555 0100)";

/** The hint under every phone field of the dashboard, so each form explains the same rule. */
export const PHONE_HINT = "A Bangladeshi number (01711-111111, 02-9881234) or an international one with + and its country code.";

const BD_MOBILE = /^01[3-9]\d{8}$/;
/** A trunk 0, an area code that is not a mobile prefix, and the subscriber number: 8 to 11 digits in all. */
const BD_LANDLINE = /^0[2-9]\d{6,9}$/;
/** E.164: a country code never starts with 0; 15 digits at most. Shorter than 8 is not a real line. */
const E164 = /^\+[1-9]\d{7,14}$/;

/** Bengali digits (U+09E6–U+09EF) as Latin ones; everything else as it is. */
const latinDigits = (text: string) => text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

/** The E.164 form of a number, or null when the number is not one the rule accepts. */
export function normalizePhone(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const trimmed = latinDigits(value).trim();
  // Only digits, one leading +, and the separators people type; anything else (letters, x123) is refused.
  if (!/^\+?[\d\s\-.()]+$/.test(trimmed)) return null;
  let s = trimmed.replace(/[\s\-.()]/g, "");
  if (s.startsWith("00")) s = `+${s.slice(2)}`;
  // Bangladesh: +88 / 88 in front of the national number with its trunk 0, or nothing in front of it.
  const bd = /^\+?88(0\d*)$/.exec(s)?.[1] ?? (s.startsWith("0") ? s : null);
  if (bd !== null) return BD_MOBILE.test(bd) || BD_LANDLINE.test(bd) ? `+88${bd}` : null;
  if (s.startsWith("+88")) return null; // a Bangladeshi number that is neither a mobile nor a landline
  return E164.test(s) ? s : null;
}

export const isPhone = (value: string | null | undefined) => normalizePhone(value) !== null;

/**
 * How a number is shown: Bangladeshi numbers in the local format (01711111111, Dhaka landlines as
 * 02-9881234), others in E.164. A stored value the rule does not read (old data) is shown as it is.
 */
export function formatPhone(value: string | null | undefined): string {
  const e164 = normalizePhone(value);
  if (!e164) return (value ?? "").trim();
  if (!e164.startsWith("+880")) return e164;
  const local = e164.slice(3);
  return local.startsWith("02") ? `02-${local.slice(2)}` : local;
}

/** The tel: link of a number: always the normalised number, so it dials from abroad too. */
export const telHref = (value: string) => `tel:${normalizePhone(value) ?? value.replace(/[^\d+]/g, "")}`;

/** The WhatsApp link of a number: wa.me takes the international number's digits only. */
export const whatsappHref = (value: string) => `https://wa.me/${(normalizePhone(value) ?? value).replace(/\D/g, "")}`;
