import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { PaymentKind, PaymentMode } from "../../contract/bookings";
import { bookings } from "./bookings";
import { createdAt, id } from "./columns";

/**
 * Money received or paid back on a booking (issue 46). Never edited or deleted: a wrong payment is
 * reversed by a new negative entry (`reversesId`, unique: once), a cancelled booking's refund is a
 * negative entry too. Each has its receipt number (receipt_counters), unique.
 */
export const payments = sqliteTable(
  "payments",
  {
    id: id(),
    bookingId: integer("bookingId")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    receiptNo: text("receiptNo").notNull(),
    kind: text("kind").$type<PaymentKind>().notNull(),
    paidAt: text("paidAt").notNull(),
    amount: integer("amount").notNull(),
    mode: text("mode").$type<PaymentMode>().notNull(),
    reference: text("reference"),
    note: text("note"),
    reversesId: integer("reversesId"),
    createdBy: integer("createdBy").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_receipt_idx").on(t.receiptNo),
    uniqueIndex("payments_reverses_idx").on(t.reversesId),
    index("payments_booking_idx").on(t.bookingId, t.id),
  ],
);
