import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { PlanTerms } from "../../contract/payment-plan";
import type { BookingStatus } from "../../contract/bookings";
import { createdAt, id, updatedAt } from "./columns";

/**
 * A flat's booking (issue 46): its price fixed that day, the plan it was booked on (a copy: plans are
 * replaced by a PUT), its buyers, schedule and payments in their own tables. No foreign key to the flat or
 * the project: money history outlives both. One active booking per flat (the partial unique index).
 * `version` goes up with every change of the booking's money: a write that read an older one fails and is
 * retried (docs/decisions.md "Concurrent payments").
 */
export const bookings = sqliteTable(
  "bookings",
  {
    id: id(),
    unitId: integer("unitId").notNull(),
    projectUniId: text("projectUniId").notNull(),
    /** The flat's name when booked ("PRJ-0001 B 5A"), for lists and the log. */
    unitLabel: text("unitLabel").notNull(),
    leadId: integer("leadId"),
    planName: text("planName").notNull(),
    plan: text("plan", { mode: "json" }).$type<PlanTerms>().notNull(),
    listPrice: integer("listPrice").notNull(),
    discount: integer("discount").notNull().default(0),
    price: integer("price").notNull(),
    bookedAt: text("bookedAt").notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("active"),
    cancelledAt: text("cancelledAt"),
    cancelReason: text("cancelReason"),
    version: integer("version").notNull().default(0),
    createdBy: integer("createdBy").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bookings_active_unit_idx").on(t.unitId).where(sql`status = 'active'`),
    index("bookings_project_idx").on(t.projectUniId, t.status),
  ],
);
