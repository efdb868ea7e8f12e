import { normalizePhone } from "../../worker/contract/phone";

/** Demo numbers are written as people write them; the database holds them as the API would (E.164). */
export function e164(number: string): string {
  const normalised = normalizePhone(number);
  if (!normalised) throw new Error(`Seed phone number the phone rule refuses: ${number}`);
  return normalised;
}
