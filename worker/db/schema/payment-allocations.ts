import { index, integer, sqliteTable } from "drizzle-orm/sqlite-core";
import { id } from "./columns";
import { payments } from "./payments";
import { scheduleLines } from "./schedule-lines";

/** How a payment was spread over the schedule's lines (oldest due first); a reversal's are negative. */
export const paymentAllocations = sqliteTable(
  "payment_allocations",
  {
    id: id(),
    paymentId: integer("paymentId")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    lineId: integer("lineId")
      .notNull()
      .references(() => scheduleLines.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
  },
  (t) => [index("payment_allocations_line_idx").on(t.lineId), index("payment_allocations_payment_idx").on(t.paymentId)],
);
