/**
 * The contract's plain constants and rules: no zod, no server code, so the public bundle can import
 * them without pulling in a validation library. The zod schemas (fields.ts and the resource files)
 * build on these. Product rules: docs/product.md §3, §5, §9.
 */
export const CATEGORIES = ["Land Share For Flat", "Under Construction", "Ready Apartment"] as const;
export type Category = (typeof CATEGORIES)[number];
export const STATUSES = ["approved", "pending", "checking", "rejected", "archived", "archive"] as const;
export const NEWS_TAGS = ["news", "event"] as const;

/** A plain decimal number: "23.81", "-0.5", "90"; not "0x10", "1e2", "Infinity" (all of which Number() reads). */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** docs/product.md §5: two comma-separated decimal numbers, latitude -90..90 and longitude -180..180. */
export function parseLocationCode(code: string | null | undefined): { lat: number; lng: number } | null {
  if (typeof code !== "string" || !code.trim()) return null;
  const parts = code.split(",");
  if (parts.length !== 2) return null;
  const [lat, lng] = parts.map((p) => (DECIMAL.test(p.trim()) ? Number(p.trim()) : NaN)) as [number, number];
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { lat, lng };
}

export { formatPhone, isPhone, normalizePhone, PHONE_HINT, PHONE_MESSAGE, telHref, whatsappHref } from "./phone";

export { isSitePath, sitePath } from "./site-path";
/** An https link to another site, written plainly (no spaces, quotes, angle brackets or backslashes). */
export const isHttpsLink = (v: string) => /^https:\/\/[^\s"'<>\\]+$/.test(v);
