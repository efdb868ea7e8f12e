import { asc, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { MENU_IDS } from "../contract/roles";
import { paymentAllocations, payments } from "../db/schema/index";
import type { AppEnv } from "../env";
import { changeBy } from "../lib/activity";
import { reverseBody } from "../contract/booking-schemas";
import { allocationInsert, guard, receiptStatements, withRetry } from "../lib/booking-writes";
import { findBookingRecord } from "../lib/bookings";
import { conflictOr, fail } from "../lib/errors";
import { readJson } from "../lib/json-body";
import { findPaymentRecord, paymentOf, receiptYear } from "../lib/payments";
import { commit } from "../lib/write";
import { endpoint, json } from "../middleware/endpoint";

/**
 * POST /payments/{id}/reverse (issue 46): a wrong payment is never edited or deleted but reversed by a new
 * negative entry with its own receipt number, dated as the original (so the delay charge is as if it had
 * never been paid), its allocations undone line by line in reverse order. Once: the unique `reversesId`.
 */
const ONCE = "This payment has already been reversed.";

export const paymentRoutes = new Hono<AppEnv>().post(
  "/:id/reverse",
  endpoint({ summary: "Reverse a payment { reason }: a negative entry with its own receipt number undoes its allocations; once (409 the second time)", access: [MENU_IDS.projects], body: json(reverseBody), created: true }),
  async (c) => {
    const { db } = c.var;
    const input = await readJson(c, reverseBody);
    const now = c.var.now();
    const id = await withRetry(async () => {
      const original = await findPaymentRecord(db, c.req.param("id"));
      if (original.kind !== "payment") fail(409, "Only a payment can be reversed, not a reversal or a refund.");
      if ((await db.select({ id: payments.id }).from(payments).where(eq(payments.reversesId, original.id))).length) fail(409, ONCE);
      const booking = await findBookingRecord(db, String(original.bookingId));
      if (booking.status === "cancelled") fail(409, "This booking is cancelled: record its money as a refund.");
      const allocations = await db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, original.id)).orderBy(desc(paymentAllocations.id), asc(paymentAllocations.lineId));
      const at = now.toISOString();
      const reversal = { ...original, kind: "reversal" as const, amount: -original.amount, note: input.reason, reversesId: original.id, createdBy: c.var.user!.id, createdAt: at };
      const writes = [guard(db, booking, at), ...receiptStatements(db, receiptYear(now), reversal), ...allocationInsert(db, booking.id, allocations.map((a) => ({ lineId: a.lineId, amount: -a.amount })))];
      const label = `${booking.unitLabel}: ${original.receiptNo} reversed; reason: ${input.reason}`;
      const results = await commit(db, writes, { activity: changeBy(c, { action: "update", resource: "payments", resourceId: original.id, label }) }).catch(conflictOr(ONCE));
      return Number((results[2] as { lastInsertRowid?: bigint | number }).lastInsertRowid);
    });
    return c.json(await paymentOf(db, id), 201);
  },
);
