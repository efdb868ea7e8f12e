import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { LineKind } from "../../contract/bookings";
import { bookings } from "./bookings";
import { id, updatedAt } from "./columns";

/**
 * A booking's schedule (issue 46): each line's amount (whole taka) and due date; they add up to the
 * booking's price. What was paid on a line is in payment_allocations. A waived line charges no delay.
 */
export const scheduleLines = sqliteTable(
  "schedule_lines",
  {
    id: id(),
    bookingId: integer("bookingId")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind").$type<LineKind>().notNull(),
    label: text("label").notNull(),
    dueDate: text("dueDate").notNull(),
    amount: integer("amount").notNull(),
    waivedAt: text("waivedAt"),
    waivedBy: integer("waivedBy"),
    waiveReason: text("waiveReason"),
    updatedAt: updatedAt(),
  },
  (t) => [index("schedule_lines_booking_idx").on(t.bookingId, t.position), index("schedule_lines_due_idx").on(t.dueDate)],
);
