import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { LandOwnership, LandUnit, LeadKind, LeadStatus, VisitSlot } from "../../contract/leads";
import { createdAt, id } from "./columns";

/**
 * Messages from the public site, each a lead (docs/product.md §5, §7): contact-form messages and
 * site-visit requests, read and worked in the dashboard's inbox. `ownerId` is a staff user (no foreign
 * key: a lead outlives a deleted user, and the inbox shows it unowned); `projectUniId` names the
 * project the visitor came from, kept if the project is later removed. A landowner's proposal adds its
 * land: area, address, size as entered and in square feet, the road's width and the ownership; its
 * deed files are in `message_files`.
 */
export const messages = sqliteTable(
  "messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    number: text("number").notNull(),
    message: text("message").notNull(),
    kind: text("kind").$type<LeadKind>().notNull().default("contact"),
    projectUniId: text("projectUniId"),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    ownerId: integer("ownerId"),
    /** The day to call back (YYYY-MM-DD, Dhaka). */
    followUpAt: text("followUpAt"),
    /** A site visit's preferred day (YYYY-MM-DD) and half of the day. */
    visitDate: text("visitDate"),
    visitSlot: text("visitSlot").$type<VisitSlot>(),
    landArea: text("landArea"),
    landAddress: text("landAddress"),
    landSize: real("landSize"),
    landUnit: text("landUnit").$type<LandUnit>(),
    landSizeSft: real("landSizeSft"),
    roadWidthFt: real("roadWidthFt"),
    ownership: text("ownership").$type<LandOwnership>(),
    /** The flat the visitor asked about (issue 45); no foreign key: the lead keeps it if the flat is removed. */
    unitId: integer("unitId"),
    createdAt: createdAt(),
  },
  // The inbox reads newest first (createdAt, then id): its first page walks this index instead of sorting every row.
  (t) => [
    index("messages_created_idx").on(t.createdAt, t.id),
    index("messages_status_idx").on(t.status, t.createdAt, t.id),
    index("messages_owner_idx").on(t.ownerId, t.createdAt, t.id),
    index("messages_follow_up_idx").on(t.followUpAt),
  ],
);
