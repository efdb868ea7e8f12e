import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { addDays, addMonths, dhakaDate } from "../contract/bookings";
import { NO_DELAY_POLICY, overdueAge, OVERDUE_AGES } from "../contract/dues";
import { type CollectionsFigures, type CollectionsReport, type CollectionsRow, noCollections, OVERDUE_AGE_LABELS } from "../contract/sales-collections";
import type { Db } from "../db/client";
import { bookings, payments, projects } from "../db/schema/index";
import { linesAndAllocations, scheduleOn } from "./bookings";
import { csvField } from "./sales-report";

/**
 * Collections in Reports → Sales (docs/product.md §11, docs/decisions.md "Collections"). "Overdue" is the
 * dues' own (`scheduleOn` → `lineState` of contract/dues.ts) on today; each overdue line's unpaid part goes
 * whole into one age bucket, so the buckets add up to the overdue total exactly.
 */
export async function collectionsReport(db: Db, month: string, now: Date): Promise<CollectionsReport> {
  const today = dhakaDate(now);
  const first = `${month}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const [records, moneyRows, names] = await Promise.all([
    db.select({ id: bookings.id, projectUniId: bookings.projectUniId, status: bookings.status, cancelledAt: bookings.cancelledAt }).from(bookings),
    db
      // Payments, reversals and refunds alike: collected is net (docs/decisions.md "Collections").
      .select({ projectUniId: bookings.projectUniId, amount: payments.amount })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(and(gte(payments.paidAt, first), lte(payments.paidAt, last))),
    db.select({ uniId: projects.uniId, name: projects.name }).from(projects),
  ]);
  const active = records.filter((b) => b.status === "active");
  const cancelledInMonth = records.filter((b) => b.status === "cancelled" && b.cancelledAt && dhakaDate(new Date(b.cancelledAt)).slice(0, 7) === month);
  const [{ lines, allocations }, refunds] = await Promise.all([
    linesAndAllocations(db, active.map((b) => b.id)),
    cancelledInMonth.length
      ? db.select({ bookingId: payments.bookingId, amount: payments.amount }).from(payments).where(and(inArray(payments.bookingId, cancelledInMonth.map((b) => b.id)), eq(payments.kind, "refund")))
      : [],
  ]);
  const rows = new Map<string, CollectionsRow>();
  const nameOf = new Map(names.map((p) => [p.uniId, p.name]));
  const rowOf = (uniId: string) => rows.get(uniId) ?? rows.set(uniId, { uniId, name: nameOf.get(uniId) ?? uniId, ...noCollections() }).get(uniId)!;
  const projectOf = new Map(records.map((b) => [b.id, b.projectUniId]));
  for (const b of records) rowOf(b.projectUniId);
  for (const l of lines) if (l.dueDate >= first && l.dueDate <= last) rowOf(projectOf.get(l.bookingId)!).due += l.amount;
  // The dues' own statement of overdue (all these bookings are active); delay charges are not collections', so no policy.
  scheduleOn(lines, allocations, NO_DELAY_POLICY, today, false).forEach((l, i) => {
    if (l.state !== "overdue") return;
    const row = rowOf(projectOf.get(lines[i]!.bookingId)!);
    row.overdue += l.due;
    row.byAge[overdueAge(l.dueDate, today)] += l.due;
  });
  for (const p of moneyRows) rowOf(p.projectUniId).collected += p.amount;
  for (const b of cancelledInMonth) rowOf(b.projectUniId).cancellations++;
  for (const r of refunds) rowOf(projectOf.get(r.bookingId)!).refunded -= r.amount;
  const list = [...rows.values()].sort((a, b) => a.uniId.localeCompare(b.uniId));
  return { month, today, rows: list, total: totalOf(list) };
}

/** Every project's figures added up. */
function totalOf(rows: CollectionsFigures[]): CollectionsFigures {
  const total = noCollections();
  for (const r of rows) {
    total.due += r.due;
    total.collected += r.collected;
    total.overdue += r.overdue;
    for (const a of OVERDUE_AGES) total.byAge[a] += r.byAge[a];
    total.cancellations += r.cancellations;
    total.refunded += r.refunded;
  }
  return total;
}

const CSV_HEAD = ["Project", "Name", "Due this month (Tk)", "Collected this month (Tk)", "Overdue (Tk)", ...OVERDUE_AGES.map((a) => `Overdue ${OVERDUE_AGE_LABELS[a]} (Tk)`), "Cancellations", "Refunded (Tk)"];

/** The collections as CSV: a line per project, then the total. */
export function collectionsCsv(report: CollectionsReport): string {
  const line = (uniId: string, name: string, f: CollectionsFigures) => [uniId, name, f.due, f.collected, f.overdue, ...OVERDUE_AGES.map((a) => f.byAge[a]), f.cancellations, f.refunded];
  const lines = [...report.rows.map((r) => line(r.uniId, r.name, r)), line("Total", "", report.total)];
  return [CSV_HEAD, ...lines].map((l) => l.map(csvField).join(",")).join("\r\n") + "\r\n";
}
