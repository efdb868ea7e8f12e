import { type SQL, sql } from "drizzle-orm";
import type { Payment } from "../contract/bookings";
import type { Db } from "../db/client";
import { bookings, paymentAllocations, payments, receiptCounters } from "../db/schema/index";
import { causes, fail } from "./errors";
import type { Statement } from "./write";

/**
 * The statements every change of a booking's money shares (docs/decisions.md "Concurrent payments",
 * "Receipt numbers"). A batch is one transaction, so:
 * - `guard` raises the booking's version only if it is still the one the change was computed from (and the
 *   booking still active): otherwise it sets NULL, which the NOT NULL column refuses, and the whole batch
 *   rolls back; `withRetry` then reads again and recomputes.
 * - `receiptStatements` raise the year's counter and insert the payment numbered from it, in that batch: a
 *   failed batch takes its number back, so numbers never skip; two batches never interleave, so they never repeat.
 */
export const guard = (db: Db, booking: { id: number; version: number }, at: string, set: SQL = sql``) =>
  db.run(
    sql`update ${bookings} set "version" = case when "version" = ${booking.version} and "status" = 'active' then "version" + 1 else null end, "updatedAt" = ${at}${set} where "id" = ${booking.id}`,
  );

const STALE = /NOT NULL constraint failed: bookings\.version/i;
export const isStale = (err: unknown) => [...causes(err)].some((e) => STALE.test(e.message));

/** Runs `attempt` (read, compute, commit) until it commits on fresh figures; 409 after too many tries. */
export async function withRetry<T>(attempt: () => Promise<T>, tries = 40): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (!isStale(err)) throw err;
      if (i >= tries) fail(409, "This booking is being changed by someone else. Try again.");
    }
  }
}

/** A payment row as written: the answer's fields less those the write makes (id, receipt) or reads later. */
export type PaymentInsert = Omit<Payment, "id" | "receiptNo" | "reversedBy" | "allocations">;

/** The newest payment of a booking: in the batch that inserted it, that one (the booking's guard keeps others out). */
export const lastPaymentOf = (bookingId: number) => sql`(select max("id") from ${payments} where "bookingId" = ${bookingId})`;

/** The counter's raise and the payment's insert, numbered R-{year}-{serial}. */
export function receiptStatements(db: Db, year: number, p: PaymentInsert): Statement[] {
  const raise = db
    .insert(receiptCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { last: sql`${receiptCounters.last} + 1` } });
  const insert = db.run(sql`insert into ${payments} ("bookingId", "receiptNo", "kind", "paidAt", "amount", "mode", "reference", "note", "reversesId", "createdBy", "createdAt")
    select ${p.bookingId}, ${`R-${year}-`} || printf('%06d', "last"), ${p.kind}, ${p.paidAt}, ${p.amount}, ${p.mode}, ${p.reference}, ${p.note}, ${p.reversesId}, ${p.createdBy}, ${p.createdAt}
    from ${receiptCounters} where "year" = ${year}`);
  return [raise, insert];
}

/** The allocations of the payment just inserted for this booking. */
export const allocationInsert = (db: Db, bookingId: number, allocations: { lineId: number; amount: number }[]): Statement[] =>
  allocations.length ? [db.insert(paymentAllocations).values(allocations.map((a) => ({ ...a, paymentId: lastPaymentOf(bookingId) as unknown as number })))] : [];
