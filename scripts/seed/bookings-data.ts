import { addDays, addMonths, allocate, bookingPrice, dhakaDate, type LineMoney, type PaymentMode, receiptNumber, scheduleFor } from "../../worker/contract/bookings";
import { flatPrice, type PlanTerms } from "../../worker/contract/payment-plan";
import type { bookingBuyers, bookings, delayPolicies, paymentAllocations, paymentPlans, payments, priceLists, receiptCounters, scheduleLines, units } from "../../worker/db/schema/index";
import { spread } from "./dates";
import { e164 } from "./phones";

/**
 * Issue 46's demo bookings: one for each seeded flat that is booked or sold, on one of its project's plans,
 * at its price list, with its schedule and a history of payments. Sold flats were booked long enough ago
 * to have paid everything; booked ones are part way, most on time, some late (a delay charge shows), a
 * few behind (overdue today). Deterministic (`spread` stands in for chance); explicit ids, one batch.
 */
type Unit = typeof units.$inferInsert & { id: number };
type Plan = typeof paymentPlans.$inferInsert & { id: number };
type Rows = {
  bookings: (typeof bookings.$inferInsert)[];
  bookingBuyers: (typeof bookingBuyers.$inferInsert)[];
  scheduleLines: (typeof scheduleLines.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  paymentAllocations: (typeof paymentAllocations.$inferInsert)[];
  receiptCounters: (typeof receiptCounters.$inferInsert)[];
  delayPolicies: (typeof delayPolicies.$inferInsert)[];
};

const FIRST = ["Rahim", "Karim", "Nasrin", "Farhana", "Tanvir", "Sadia", "Mahmud", "Ayesha", "Imran", "Shirin", "Kamal", "Rumana", "Habib", "Tahmina", "Zahid", "Nusrat"];
const LAST = ["Uddin", "Hossain", "Akter", "Rahman", "Chowdhury", "Islam", "Ahmed", "Begum", "Sarker", "Khan", "Haque", "Siddiqui"];
const AREAS = ["Road 4, Dhanmondi", "Sector 7, Uttara", "Block C, Mirpur 10", "Road 12, Banani", "Lane 3, Mohammadpur", "Block F, Bashundhara R/A"];
const MODES: PaymentMode[] = ["bank-transfer", "cheque", "pay-order", "cash", "tt", "mobile-banking"];

const earliest = (a: string, b: string) => (a < b ? a : b);
const latest = (a: string, b: string) => (a > b ? a : b);

/** The span of a plan's schedule in months: booking to handover. */
const spanMonths = (p: PlanTerms) => 1 + (p.installments > 0 ? (p.installments + 1) * p.intervalMonths : 1);

export function bookingSeedRows(units: Unit[], lists: (typeof priceLists.$inferInsert)[], plans: Plan[], now: Date, staffId: number): Rows {
  const today = dhakaDate(now);
  const rows: Rows = { bookings: [], bookingBuyers: [], scheduleLines: [], payments: [], paymentAllocations: [], receiptCounters: [], delayPolicies: [] };
  const projects = [...new Set(units.map((u) => u.projectUniId))];
  for (const [i, uniId] of projects.entries())
    rows.delayPolicies.push({ projectUniId: uniId, percentPerMonth: [2, 3, 2.5, 5][i % 4]!, graceDays: [7, 10, 15][i % 3]!, updatedBy: staffId, updatedAt: now.toISOString() });
  const raw: (typeof payments.$inferInsert & { allocations: { lineId: number; amount: number }[] })[] = [];
  let lineId = 0;
  for (const u of units.filter((x) => x.status === "booked" || x.status === "sold")) {
    const id = rows.bookings.length + 1;
    const own = plans.filter((p) => p.projectUniId === u.projectUniId);
    const plan = own[spread(u.id, own.length)]!;
    const list = lists.filter((l) => l.projectUniId === u.projectUniId).at(-1)!;
    const terms: PlanTerms = { bookingPercent: plan.bookingPercent, downPaymentPercent: plan.downPaymentPercent, installments: plan.installments, intervalMonths: plan.intervalMonths, handoverPercent: plan.handoverPercent, oneTimeDiscountPercent: plan.oneTimeDiscountPercent };
    const listPrice = flatPrice({ ratePerSft: list.ratePerSft, floorPremiums: list.floorPremiums, extras: list.extras }, { sizeSft: u.sizeSft, floor: u.floor });
    const discount = spread(u.id * 3, 5) === 0 ? 50_000 : 0;
    const price = bookingPrice(listPrice, terms, discount);
    const span = spanMonths(terms);
    // Sold: the handover is behind; booked: part way through, the handover still ahead.
    const bookedAt = u.status === "sold" ? addMonths(today, -(span + 1 + spread(u.id, 10))) : addDays(addMonths(today, -(1 + spread(u.id, Math.max(1, span - 2)))), -spread(u.id * 5, 28));
    const label = [u.projectUniId, u.building || null, u.code].filter(Boolean).join(" ");
    rows.bookings.push({ id, unitId: u.id, projectUniId: u.projectUniId, unitLabel: label, planName: plan.name, plan: terms, listPrice, discount, price, bookedAt, createdBy: staffId, createdAt: `${bookedAt}T05:00:00.000Z`, updatedAt: now.toISOString() });
    const first = FIRST[spread(u.id, FIRST.length)]!;
    const last = LAST[spread(u.id * 7, LAST.length)]!;
    const buyer = { bookingId: id, name: `${first} ${last}`, phone: e164(`017${String(10_000_000 + spread(u.id * 13, 89_999_999)).padStart(8, "0")}`), email: `${first.toLowerCase()}.${last.toLowerCase()}${u.id}@example.com`, address: `House ${1 + spread(u.id, 80)}, ${AREAS[spread(u.id, AREAS.length)]}, Dhaka`, nationalId: String(1_980_000_000_000 + spread(u.id, 9_999_999)), language: spread(u.id * 11, 3) === 0 ? ("bn" as const) : ("en" as const) };
    rows.bookingBuyers.push({ ...buyer, position: 0 });
    // Some flats are bought by a couple.
    if (spread(u.id * 17, 4) === 0) rows.bookingBuyers.push({ ...buyer, position: 1, name: `${FIRST[spread(u.id + 3, FIRST.length)]} ${last}`, email: null, nationalId: null });
    const lines: LineMoney[] = [];
    for (const [position, l] of scheduleFor(price, terms, bookedAt).entries()) {
      lines.push({ id: ++lineId, dueDate: l.dueDate, position, amount: l.amount, paid: 0 });
      rows.scheduleLines.push({ id: lineId, bookingId: id, position, ...l, updatedAt: `${bookedAt}T05:00:00.000Z` });
    }
    // One payment per line that has fallen due: most a few days early or late, one in seven late by weeks;
    // one booking in six has stopped paying a month or two ago (overdue today).
    const behind = u.status === "booked" && spread(u.id * 19, 6) === 0 ? 1 + spread(u.id, 2) : 0;
    const due = lines.filter((l) => l.dueDate <= today);
    for (const [k, l] of due.entries()) {
      if (k >= due.length - behind) break;
      const late = spread(u.id * 23 + k, 7) === 0 ? 12 + spread(u.id + k, 40) : spread(u.id + k * 3, 5) - 1;
      const paidAt = latest(bookedAt, earliest(addDays(l.dueDate, late), today));
      const allocations = allocate(l.amount, lines);
      for (const a of allocations) lines.find((x) => x.id === a.lineId)!.paid += a.amount;
      const mode = MODES[spread(u.id + k, MODES.length)]!;
      raw.push({ bookingId: id, receiptNo: "", kind: "payment", paidAt, amount: l.amount, mode, reference: mode === "cash" ? null : `${mode === "tt" ? "TT" : "REF"}-${u.id}-${k + 1}`, createdBy: staffId, createdAt: `${paidAt}T06:00:00.000Z`, allocations });
    }
  }
  // Receipts in the order they were recorded, numbered within each year; the counters end at each year's last.
  raw.sort((x, y) => x.paidAt.localeCompare(y.paidAt) || x.bookingId! - y.bookingId!);
  const serial = new Map<number, number>();
  for (const [i, p] of raw.entries()) {
    const year = Number(p.paidAt.slice(0, 4));
    serial.set(year, (serial.get(year) ?? 0) + 1);
    const { allocations, ...payment } = p;
    rows.payments.push({ ...payment, id: i + 1, receiptNo: receiptNumber(year, serial.get(year)!) });
    for (const a of allocations) rows.paymentAllocations.push({ paymentId: i + 1, ...a });
  }
  rows.receiptCounters = [...serial].map(([year, last]) => ({ year, last }));
  return rows;
}
