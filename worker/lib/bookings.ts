import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { type Booking, type BookingRow, type BookingTotals, maskedId, type Payment, type ScheduleLine } from "../contract/bookings";
import { type Allocation, delayCharge, type DelayPolicy, lineState, NO_DELAY_POLICY } from "../contract/dues";
import { canUseMenu, MENU_IDS } from "../contract/roles";
import type { Db } from "../db/client";
import { bookingBuyers, bookings, delayPolicies, paymentAllocations, payments, scheduleLines } from "../db/schema/index";
import { listDocuments } from "./booking-documents";
import { fail } from "./errors";
import { parseId } from "./users";

/**
 * Reading bookings (issue 46): each figure is computed from the lines and the allocations on the day
 * asked about (docs/decisions.md "Delay charge": computed, never stored).
 */
export type BookingRecord = typeof bookings.$inferSelect;

/** Who reads buyers' NID and passport numbers in full: Admins and Super-Admins (docs/decisions.md "Buyers' ID numbers"). */
export const readsNationalIds = (designation: string) => canUseMenu(designation, MENU_IDS.reports);

export async function findBookingRecord(db: Db, rawId: string | undefined): Promise<BookingRecord> {
  const id = parseId(rawId);
  const [row] = id === null ? [] : await db.select().from(bookings).where(eq(bookings.id, id));
  return row ?? fail(404, "Booking not found.");
}

export async function delayPolicyOf(db: Db, projectUniIds: string[]): Promise<Map<string, DelayPolicy>> {
  const rows = projectUniIds.length ? await db.select().from(delayPolicies).where(inArray(delayPolicies.projectUniId, projectUniIds)) : [];
  return new Map(rows.map((r) => [r.projectUniId, { percentPerMonth: r.percentPerMonth, graceDays: r.graceDays }]));
}

type LineRecord = typeof scheduleLines.$inferSelect;
type AllocationRecord = { lineId: number; amount: number; paidAt: string; paymentId: number };

/** The lines of these bookings and every allocation to them, with its payment's date. */
export async function linesAndAllocations(db: Db, bookingIds: number[]) {
  if (!bookingIds.length) return { lines: [] as LineRecord[], allocations: [] as AllocationRecord[] };
  const [lines, allocations] = await Promise.all([
    db.select().from(scheduleLines).where(inArray(scheduleLines.bookingId, bookingIds)).orderBy(asc(scheduleLines.bookingId), asc(scheduleLines.position)),
    db
      .select({ lineId: paymentAllocations.lineId, amount: paymentAllocations.amount, paidAt: payments.paidAt, paymentId: paymentAllocations.paymentId })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .where(inArray(payments.bookingId, bookingIds)),
  ]);
  return { lines, allocations };
}

/** Each line on `today`, with what was paid on it, its state and its delay charge. */
export function scheduleOn(lines: LineRecord[], allocations: AllocationRecord[], policy: DelayPolicy, today: string, cancelled: boolean): ScheduleLine[] {
  const byLine = new Map<number, Allocation[]>();
  for (const a of allocations) (byLine.get(a.lineId) ?? byLine.set(a.lineId, []).get(a.lineId)!).push(a);
  return lines.map((l) => {
    const own = byLine.get(l.id) ?? [];
    const paid = own.reduce((s, a) => s + a.amount, 0);
    const waived = l.waivedAt ? { at: l.waivedAt, by: l.waivedBy ?? 0, reason: l.waiveReason ?? "" } : null;
    // A cancelled booking owes nothing more: its lines keep what was paid on them, no state of debt.
    const state = cancelled && paid < l.amount ? "cancelled" : lineState(l, paid, today);
    const charge = cancelled ? 0 : delayCharge({ amount: l.amount, dueDate: l.dueDate, waived: !!waived }, own, policy, today);
    return { id: l.id, position: l.position, kind: l.kind, label: l.label, dueDate: l.dueDate, amount: l.amount, paid, due: l.amount - paid, state, delayCharge: charge, waived };
  });
}

/** A booking's totals from its lines and its net payments. */
export function totalsOf(price: number, schedule: ScheduleLine[], netPaid: number, asOf: string, cancelled = false): BookingTotals {
  // A cancelled booking owes nothing: only what was paid (less refunds) remains.
  if (cancelled) return { asOf, price, paid: netPaid, outstanding: 0, overdue: 0, delayCharge: 0, nextDue: null };
  const next = schedule.find((l) => l.due > 0 && l.state !== "overdue");
  return {
    asOf,
    price,
    paid: netPaid,
    outstanding: schedule.reduce((s, l) => s + Math.max(0, l.due), 0),
    overdue: schedule.filter((l) => l.state === "overdue").reduce((s, l) => s + l.due, 0),
    delayCharge: schedule.reduce((s, l) => s + l.delayCharge, 0),
    nextDue: next ? { dueDate: next.dueDate, amount: next.due } : null,
  };
}

/** The list rows of these bookings on `today`. */
export async function bookingRows(db: Db, records: BookingRecord[], today: string): Promise<BookingRow[]> {
  const ids = records.map((b) => b.id);
  const [{ lines, allocations }, policies, buyers, paid] = await Promise.all([
    linesAndAllocations(db, ids),
    delayPolicyOf(db, [...new Set(records.map((b) => b.projectUniId))]),
    ids.length ? db.select().from(bookingBuyers).where(and(inArray(bookingBuyers.bookingId, ids), eq(bookingBuyers.position, 0))) : [],
    ids.length
      ? db.select({ bookingId: payments.bookingId, total: sql<number>`sum(${payments.amount})` }).from(payments).where(inArray(payments.bookingId, ids)).groupBy(payments.bookingId)
      : [],
  ]);
  const paidOf = new Map(paid.map((p) => [p.bookingId, Number(p.total)]));
  const buyerOf = new Map(buyers.map((b) => [b.bookingId, b]));
  return records.map((b) => {
    const schedule = scheduleOn(lines.filter((l) => l.bookingId === b.id), allocations, policies.get(b.projectUniId) ?? NO_DELAY_POLICY, today, b.status === "cancelled");
    return summaryOf(b, buyerOf.get(b.id), schedule, paidOf.get(b.id) ?? 0, today);
  });
}

/** A booking's line in the list, and the head of its page: its flat, first buyer and totals on `today`. */
function summaryOf(b: BookingRecord, first: { name: string; phone: string } | undefined, schedule: ReturnType<typeof scheduleOn>, paid: number, today: string) {
  return {
    id: b.id,
    unitId: b.unitId,
    projectUniId: b.projectUniId,
    unitLabel: b.unitLabel,
    buyer: first?.name ?? "",
    buyerPhone: first?.phone ?? "",
    planName: b.planName,
    bookedAt: b.bookedAt,
    status: b.status,
    ...totalsOf(b.price, schedule, paid, today, b.status === "cancelled"),
  };
}

/** GET /bookings/{id}: the booking, its buyers, schedule and payments on `today` (a Dhaka calendar day). */
export async function bookingDetail(db: Db, record: BookingRecord, today: string, designation: string): Promise<Booking> {
  const [{ lines, allocations }, policies, buyers, paymentRows, documents] = await Promise.all([
    linesAndAllocations(db, [record.id]),
    delayPolicyOf(db, [record.projectUniId]),
    db.select().from(bookingBuyers).where(eq(bookingBuyers.bookingId, record.id)).orderBy(asc(bookingBuyers.position)),
    db.select().from(payments).where(eq(payments.bookingId, record.id)).orderBy(desc(payments.id)),
    listDocuments(db, record.id),
  ]);
  const policy = policies.get(record.projectUniId) ?? NO_DELAY_POLICY;
  const schedule = scheduleOn(lines, allocations, policy, today, record.status === "cancelled");
  const reversedBy = new Map(paymentRows.filter((p) => p.reversesId).map((p) => [p.reversesId!, p.id]));
  const fullIds = readsNationalIds(designation);
  const list: Payment[] = paymentRows.map((p) => ({
    ...p,
    reversedBy: reversedBy.get(p.id) ?? null,
    allocations: allocations.filter((a) => a.paymentId === p.id).map((a) => ({ lineId: a.lineId, amount: a.amount })),
  }));
  const netPaid = paymentRows.reduce((s, p) => s + p.amount, 0);
  return {
    ...summaryOf(record, buyers[0], schedule, netPaid, today),
    leadId: record.leadId,
    plan: record.plan,
    listPrice: record.listPrice,
    discount: record.discount,
    cancelledAt: record.cancelledAt,
    cancelReason: record.cancelReason,
    createdBy: record.createdBy,
    createdAt: record.createdAt,
    delayPolicy: policy,
    buyers: buyers.map((b) => ({ name: b.name, phone: b.phone, email: b.email, address: b.address, nationalId: fullIds ? b.nationalId : maskedId(b.nationalId), language: b.language })),
    schedule,
    payments: list,
    documents,
  };
}

/** A booking's lines with what was paid on each, for allocating a payment. */
export async function lineMoney(db: Db, bookingId: number) {
  return db
    .select({
      id: scheduleLines.id,
      position: scheduleLines.position,
      label: scheduleLines.label,
      dueDate: scheduleLines.dueDate,
      amount: scheduleLines.amount,
      // Spelt out: drizzle leaves a column in a selection unqualified, and "id" would be the allocation's.
      paid: sql<number>`coalesce((select sum("a"."amount") from ${paymentAllocations} "a" where "a"."lineId" = "schedule_lines"."id"), 0)`.mapWith(Number),
    })
    .from(scheduleLines)
    .where(eq(scheduleLines.bookingId, bookingId))
    .orderBy(asc(scheduleLines.position));
}
