import type { LeadKind, LeadStatus } from "@/lib/contract";

/** How the Leads screen names a lead's status and kind (docs/product.md §7). */
export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  visit: "Site visit",
  negotiating: "Negotiating",
  won: "Won",
  lost: "Lost",
};

export const KIND_LABELS: Record<LeadKind, string> = { contact: "Message", visit: "Site visit request", landowner: "Land proposal" };

/** A visit's half of the day, as the lead shows it. */
export const SLOT_LABELS = { morning: "Morning", afternoon: "Afternoon" } as const;
