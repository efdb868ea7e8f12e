import { integer, sqliteTable } from "drizzle-orm/sqlite-core";

/**
 * The last receipt number of each year (R-2026-000123), raised in the very batch that inserts the payment:
 * a failed batch rolls it back, so numbers never skip; the batch is one transaction, so they never repeat.
 */
export const receiptCounters = sqliteTable("receipt_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});
