import { z } from "zod";
import { phone, required } from "./fields";
import { pageQuery } from "./paging";

const EMAIL_MESSAGE = "Add valid email is required";

/** Leads (docs/product.md §7): what a message asked for, and where the sales team has taken it. */
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

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message);

/** The calendar day in Dhaka (UTC+6, no daylight saving) of an instant, as YYYY-MM-DD, `days` later. */
export function dhakaDay(at: Date, days = 0): string {
  return new Date(at.getTime() + 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
const PHONE_REQUIRED = " phone Number is required"; // docs/product.md §5: the leading space is in the product text.

/** POST /messages (JSON). docs/product.md §5 "Contact form": all four fields required, in its wording. */
export const messageCreate = z.strictObject({
  name: required("Your name is required", 100),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .min(1, { message: EMAIL_MESSAGE, abort: true })
    .max(254, { message: EMAIL_MESSAGE, abort: true })
    .pipe(z.email({ error: EMAIL_MESSAGE })),
  number: phone(PHONE_REQUIRED, 20),
  message: required("Message is required", 5000),
  /** Honeypot: hidden from people, filled by bots. A filled one is answered as sent and dropped. */
  website: z.string().max(500).optional(),
  /** What the visitor asked for (docs/product.md §7, leads); a contact message when left out. */
  kind: z.enum(["contact", "visit"], { error: "kind must be contact or visit" }).optional(),
  /** The project page the visitor came from (a `visit` needs one). */
  projectUniId: z.string().trim().min(1).max(40).optional(),
  /** A site visit's preferred day, from tomorrow to 60 days ahead (Dhaka), and half of the day. */
  visitDate: isoDate("visitDate must be a date (YYYY-MM-DD)").optional(),
  visitSlot: z.enum(VISIT_SLOTS, { error: "visitSlot must be morning or afternoon" }).optional(),
});

export type Message = {
  id: number;
  name: string;
  email: string;
  number: string;
  message: string;
  kind: LeadKind;
  projectUniId: string | null;
  status: LeadStatus;
  ownerId: number | null;
  followUpAt: string | null;
  visitDate: string | null;
  visitSlot: VisitSlot | null;
  createdAt: string;
};

/** PATCH /messages/{id} (JSON): any of the three; `ownerId` null gives the lead back, `followUpAt` null clears it. */
export const leadUpdate = z
  .strictObject({
    status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(", ")}` }).optional(),
    ownerId: z.number({ error: "ownerId must be a user id" }).int().positive().nullable().optional(),
    followUpAt: isoDate("followUpAt must be a date (YYYY-MM-DD)").nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to change: send status, ownerId or followUpAt" });
export type LeadUpdate = z.output<typeof leadUpdate>;

/** POST /messages/{id}/notes (JSON). */
export const leadNoteCreate = z.strictObject({ text: required("Note text is required", 2000) });

export type LeadNote = { id: number; userId: number; userName: string; text: string; createdAt: string };

/** An alert's state, as the lead view shows it. */
export type LeadAlert = {
  id: number;
  event: AlertEvent;
  state: "sent" | "pending" | "failed";
  attempts: number;
  sentAt: string | null;
  sentTo: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
};

/** GET /messages/owners: who a lead may be given to. */
export type LeadOwner = { id: number; name: string };

/** GET /messages/{id}: one lead with its timeline and its alerts. */
export type LeadDetail = Message & { notes: LeadNote[]; alerts: LeadAlert[] };

export type MessageSentResponse = { message: "Message sent successfully!" };

/**
 * GET /messages: the paging of worker/contract/paging.ts, and the leads' filters: `owner` a user id or
 * `me`, `due=1` a follow-up day today or earlier (Dhaka). None given: every message, as always.
 */
export const leadListQuery = pageQuery.extend({
  status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(", ")}` }).optional(),
  kind: z.enum(LEAD_KINDS, { error: `kind must be one of ${LEAD_KINDS.join(", ")}` }).optional(),
  owner: z.union([z.literal("me"), z.coerce.number().int().positive()], { error: "owner must be a user id or me" }).optional(),
  project: z.string().trim().min(1).max(40).optional(),
  due: z.literal("1", { error: "due must be 1" }).optional(),
});
