import { formatPhone, isPhone } from "@/shared/lib/contract";

/**
 * docs/product.md §2: the contact block "appends 01 to the phone number shown". The original stored numbers
 * without their "01" prefix and printed `01{phone}`. Our data stores whole numbers (E.164, see the phone
 * rule in worker/contract/phone.ts), so printing "01" in front would show "0101713456789". The rule kept
 * here is the intent: a Bangladeshi mobile shown always starts with "01" — added when a stored number
 * lacks it, never doubled; any number the phone rule reads is shown in its local format.
 */
export function displayPhone(stored: string | null | undefined): string {
  const compact = (stored ?? "").replace(/[\s\-().]/g, "");
  if (!compact) return "";
  if (isPhone(compact)) return formatPhone(compact);
  // Ten digits starting with 1 are a full mobile number missing only its leading 0.
  if (/^1\d{9}$/.test(compact)) return `0${compact}`;
  return `01${compact}`;
}
