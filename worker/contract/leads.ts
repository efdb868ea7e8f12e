/**
 * Leads (docs/product.md §7): what a message asked for, where the sales team has taken it, and the
 * day rules of site visits. Zod-free, so a public page (the project page's visit form) takes these
 * without the validation library; the schemas are in ./messages.ts.
 */
export const LEAD_KINDS = ["contact", "visit", "landowner"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_STATUSES = ["new", "contacted", "visit", "negotiating", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const VISIT_SLOTS = ["morning", "afternoon"] as const;
export type VisitSlot = (typeof VISIT_SLOTS)[number];
/** What an alert tells: a new lead (to the sales address), or a lead given to someone (to them). */
export type AlertEvent = "new-lead" | "owner-changed";
/** How far ahead a site visit may be asked for. */
export const VISIT_DAYS_AHEAD = 60;

/** The calendar day in Dhaka (UTC+6, no daylight saving) of an instant, as YYYY-MM-DD, `days` later. */
export function dhakaDay(at: Date, days = 0): string {
  return new Date(at.getTime() + 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A landowner's proposal (docs/product.md §7, "Landowners"): the areas of Dhaka the form offers, then "Other". */
export const LAND_AREAS = [
  "Gulshan",
  "Banani",
  "Baridhara",
  "Bashundhara R/A",
  "Dhanmondi",
  "Lalmatia",
  "Mohammadpur",
  "Mirpur",
  "Uttara",
  "Tejgaon",
  "Mohakhali",
  "Niketan",
  "Badda",
  "Rampura",
  "Aftabnagar",
  "Khilgaon",
  "Malibagh",
  "Moghbazar",
  "Motijheel",
  "Old Dhaka",
  "Purbachal",
  "Other",
] as const;
export type LandArea = (typeof LAND_AREAS)[number];
export const LAND_UNITS = ["katha", "decimal", "sft"] as const;
export type LandUnit = (typeof LAND_UNITS)[number];
export const LAND_OWNERSHIPS = ["single", "joint"] as const;
export type LandOwnership = (typeof LAND_OWNERSHIPS)[number];
/** Square feet in one unit: 1 katha = 720 sft, 1 decimal (shotangsho) = 435.6 sft. */
export const SFT_PER_UNIT: Record<LandUnit, number> = { katha: 720, decimal: 435.6, sft: 1 };
/** A land size in square feet, to one decimal place. */
export const landSizeInSft = (size: number, unit: LandUnit) => Math.round(size * SFT_PER_UNIT[unit] * 10) / 10;
/** Most deed photos or scans one proposal carries. */
export const MAX_LAND_FILES = 5;

/** The least time a person takes to fill a public form, from the page's start: faster posts are bots'. */
export const MIN_FILL_MS = 3000;

/** The language of the public page a lead was sent from: "bn" for the Bengali site (/bn/…). */
export type LeadLanguage = "en" | "bn";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** A calendar day (YYYY-MM-DD, already a Dhaka day) in words: "30 Nov 2026"; the text itself if it is not one. */
export function dayInWords(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : day;
}
/** A site visit's day and half of the day in words: "30 Nov 2026, morning" (issue 42). */
export const visitInWords = (day: string, slot: VisitSlot | null) => `${dayInWords(day)}, ${slot ?? "any time"}`;

/** Where an alert's link opens a lead: the inbox screen (web/dashboard/config/dashboard-paths.ts `inbox`) with `?lead=`. */
export const leadLink = (id: number) => `/dashboard/message/inbox?lead=${id}`;
