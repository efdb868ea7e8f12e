import { z } from "zod";
import { phone, required } from "./fields";
import { pageQuery } from "./paging";
import type { UnitStatus } from "./units";
import {
  type AlertEvent,
  LAND_AREAS,
  LAND_OWNERSHIPS,
  LAND_UNITS,
  type LandOwnership,
  type LandUnit,
  LEAD_KINDS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadLanguage,
  type LeadStatus,
  VISIT_SLOTS,
  type VisitSlot,
} from "./leads";

export {
  type AlertEvent,
  dhakaDay,
  LAND_AREAS,
  LAND_OWNERSHIPS,
  LAND_UNITS,
  landSizeInSft,
  dayInWords,
  LEAD_KINDS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadLanguage,
  type LeadStatus,
  MAX_LAND_FILES,
  MIN_FILL_MS,
  VISIT_DAYS_AHEAD,
  VISIT_SLOTS,
  type VisitSlot,
  visitInWords,
} from "./leads";

const EMAIL_MESSAGE = "Add valid email is required";

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message);

const PHONE_REQUIRED = " phone Number is required"; // docs/product.md §5: the leading space is in the product text.

/** How long the visitor took, in ms from the page's start (the site's forms send it; other clients may not). */
const fillMs = z.coerce.number({ error: "fillMs must be a number of milliseconds" }).int().min(0).max(86_400_000 * 30).optional();

/**
 * The form's proof of work (issue 43, worker/lib/proof-of-work.ts): the solved `GET /api/challenge` as
 * the ALTCHA widget sends it (base64 JSON), or a browser without JavaScript's signed wait pass. Checked
 * by the route, which says what is wrong with it; here only its size.
 */
const altcha = z.string().max(4000, "altcha is too long").optional();

const UNIT_MESSAGE = "unitId must be a flat's id";
/** "Ask about this flat" (issue 45): the flat's id; the route checks it is there and in the named project. */
const unitId = z.coerce.number({ error: UNIT_MESSAGE }).int(UNIT_MESSAGE).positive(UNIT_MESSAGE).optional();

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
  fillMs,
  altcha,
  /** A contact message (docs/product.md §7, leads); `visit` requests have their own schema below. */
  kind: z.literal("contact", { error: "kind must be contact or visit" }).optional(),
  /** The project page the visitor came from (/contact?project=…), if any. */
  projectUniId: z.string().trim().min(1).max(40).optional(),
  unitId,
});

/**
 * POST /messages with `kind: "visit"` (JSON): the project page's "Schedule a site visit" form. Name and
 * phone as the contact form asks them; a preferred day (the route checks it is from tomorrow to 60
 * days ahead, in Dhaka) and half of the day; e-mail and a message may be added.
 */
export const visitCreate = z.strictObject({
  kind: z.literal("visit"),
  name: required("Your name is required", 100),
  number: phone(PHONE_REQUIRED, 20),
  email: z.union([z.literal(""), z.string().trim().max(254).pipe(z.email({ error: EMAIL_MESSAGE }))]).optional(),
  message: z.string().trim().max(5000, "Must be at most 5000 characters").optional(),
  projectUniId: z.string({ error: "Choose the project to visit" }).trim().min(1, "Choose the project to visit").max(40),
  visitDate: isoDate("Choose a day for the visit"),
  visitSlot: z.enum(VISIT_SLOTS, { error: "Choose morning or afternoon" }),
  unitId,
  website: z.string().max(500).optional(),
  fillMs,
  altcha,
});

/** A positive number typed into a form (multipart sends text). */
const measure = (message: string, max: number) =>
  z.coerce.number({ error: message }).refine(Number.isFinite, message).gt(0, message).max(max, `Must be at most ${max}`);

/**
 * POST /messages as multipart with `kind=landowner`: the /landowner page's proposal (docs/product.md
 * §7, "Landowners"). The deed files come in `files` (images or PDFs, checked by their bytes).
 */
export const landownerCreate = z.strictObject({
  kind: z.literal("landowner"),
  name: required("Your name is required", 100),
  number: phone(PHONE_REQUIRED, 20),
  email: z.union([z.literal(""), z.string().trim().max(254).pipe(z.email({ error: EMAIL_MESSAGE }))]).optional(),
  landArea: z.enum(LAND_AREAS, { error: "Choose the land's area" }),
  landAddress: required("The land's address is required", 300),
  landSize: measure("Enter the land's size", 10_000_000),
  landUnit: z.enum(LAND_UNITS, { error: "Choose katha, decimal or sft" }),
  roadWidthFt: measure("Enter the width of the road in front, in feet", 500),
  ownership: z.enum(LAND_OWNERSHIPS, { error: "Choose single owner or joint/inherited" }),
  message: required("Message is required", 5000),
  website: z.string().max(500).optional(),
  fillMs,
  altcha,
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
  landArea: string | null;
  landAddress: string | null;
  landSize: number | null;
  landUnit: LandUnit | null;
  landSizeSft: number | null;
  roadWidthFt: number | null;
  ownership: LandOwnership | null;
  /** The flat the visitor asked about (issue 45), if any. */
  unitId: number | null;
  createdAt: string;
  /** The project's name, joined from `projectUniId` (null without a project, or once it is removed). */
  projectName: string | null;
  /** The language of the page it was sent from; null for leads from before issue 42 or other clients. */
  language: LeadLanguage | null;
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

/** A file a lead came with; `url` opens it for staff (GET /messages/{id}/files/{fileId}). */
export type LeadFile = { id: number; name: string; contentType: string; size: number; url: string };

/**
 * A flat a lead asked about (its `unitId`) or that is held for it (the flat's `holdLeadId`), issue 45:
 * where it is and how it stands now.
 */
export type LeadUnit = {
  id: number;
  projectUniId: string;
  projectName: string | null;
  building: string | null;
  floor: number;
  code: string;
  status: UnitStatus;
  holdUntil: string | null;
  asked: boolean;
  held: boolean;
};

/** GET /messages/{id}: one lead with its timeline, its alerts, its files and its flats. */
export type LeadDetail = Message & { notes: LeadNote[]; alerts: LeadAlert[]; files: LeadFile[]; units: LeadUnit[] };

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
