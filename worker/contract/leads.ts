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
