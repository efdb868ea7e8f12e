import { eq } from "drizzle-orm";
import { dhakaDate, type Payment } from "../contract/bookings";
import type { Db } from "../db/client";
import { paymentAllocations, payments } from "../db/schema/index";
import { fail } from "./errors";
import { parseId } from "./users";

/** Payments (issue 46): one by id, as the API shows it. */
export async function findPaymentRecord(db: Db, rawId: string | undefined) {
  const id = parseId(rawId);
  const [row] = id === null ? [] : await db.select().from(payments).where(eq(payments.id, id));
  return row ?? fail(404, "Payment not found.");
}

export async function paymentOf(db: Db, id: number): Promise<Payment> {
  const p = await findPaymentRecord(db, String(id));
  const [allocations, [reversal]] = await Promise.all([
    db.select({ lineId: paymentAllocations.lineId, amount: paymentAllocations.amount }).from(paymentAllocations).where(eq(paymentAllocations.paymentId, id)),
    db.select({ id: payments.id }).from(payments).where(eq(payments.reversesId, id)),
  ]);
  return { ...p, reversedBy: reversal?.id ?? null, allocations };
}

/** Receipts are numbered within the year (in Dhaka) they are recorded in. */
export const receiptYear = (now: Date) => Number(dhakaDate(now).slice(0, 4));

/** 422 for a day outside the bounds (dates compare as text). */
export function requireDay(value: string, name: string, bounds: { notAfter?: string; notBefore?: string } = {}) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) fail(422, `${name} must be a date (YYYY-MM-DD)`, { [name]: [`${name} must be a date (YYYY-MM-DD)`] });
  if (bounds.notAfter && value > bounds.notAfter) fail(422, `${name} cannot be in the future.`, { [name]: [`${name} cannot be in the future`] });
  if (bounds.notBefore && value < bounds.notBefore) fail(422, `${name} cannot be before the booking date.`, { [name]: [`${name} cannot be before the booking date`] });
}
