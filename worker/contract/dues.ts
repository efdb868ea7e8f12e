import { basisPoints } from "./payment-plan";
import { addDays, daysBetween } from "./bookings";

/**
 * What a booking owes on a given day (issue 46), computed from its lines and allocations, never stored:
 * a line is paid, due (today), overdue (its date has passed with money unpaid) or upcoming; an overdue
 * line past its grace days carries a delay charge. docs/decisions.md "Delay charge".
 */
export type DelayPolicy = { percentPerMonth: number; graceDays: number };
/** A project without a policy of its own charges nothing. */
export const NO_DELAY_POLICY: DelayPolicy = { percentPerMonth: 0, graceDays: 0 };
/** The most a policy may charge per month: published Dhaka terms run from 2 to 5%. */
export const MAX_DELAY_PERCENT = 10;
/** A month of delay, for the pro rata charge. */
export const DAYS_PER_MONTH = 30;

export const LINE_STATES = ["paid", "due", "overdue", "upcoming"] as const;
export type LineState = (typeof LINE_STATES)[number];

/** An allocation to a line on its payment's date; a reversal's is negative. */
export type Allocation = { paidAt: string; amount: number };

export function lineState(line: { amount: number; dueDate: string }, paid: number, today: string): LineState {
  if (paid >= line.amount) return "paid";
  if (line.dueDate < today) return "overdue";
  return line.dueDate === today ? "due" : "upcoming";
}

/**
 * A line's delay charge up to `today`: for each day after its due date plus the grace days, the part of it
 * still unpaid that day × percentPerMonth / 30, added up over the days and rounded half up to the taka once,
 * at the end. A payment counts from its own date (that day is not charged). A waived line charges nothing.
 */
export function delayCharge(line: { amount: number; dueDate: string; waived: boolean }, allocations: readonly Allocation[], policy: DelayPolicy, today: string): number {
  if (line.waived || policy.percentPerMonth <= 0) return 0;
  const start = addDays(line.dueDate, policy.graceDays);
  if (today <= start) return 0;
  const sorted = [...allocations].sort((a, b) => a.paidAt.localeCompare(b.paidAt));
  let balance = line.amount;
  let from = start;
  let takaDays = 0;
  for (const a of sorted) {
    if (a.paidAt > today) break;
    if (a.paidAt > from) {
      takaDays += Math.max(0, balance) * daysBetween(from, a.paidAt);
      from = a.paidAt;
    }
    balance -= a.amount;
  }
  takaDays += Math.max(0, balance) * daysBetween(from, today);
  const denominator = DAYS_PER_MONTH * 10_000;
  return Math.floor((takaDays * basisPoints(policy.percentPerMonth) + denominator / 2) / denominator);
}

/** How long money has been overdue, in buckets of days since its line's due date (Reports → Sales collections). */
export const OVERDUE_AGES = ["0-30", "31-60", "61-90", "over-90"] as const;
export type OverdueAge = (typeof OVERDUE_AGES)[number];

/**
 * The bucket of a line overdue on `today` (its due date has passed: 1 day or more; a line due today is not
 * overdue). "0-30" is up to 30 days, "31-60" 31 to 60, "61-90" 61 to 90, "over-90" beyond.
 */
export function overdueAge(dueDate: string, today: string): OverdueAge {
  const days = daysBetween(dueDate, today);
  if (days <= 30) return "0-30";
  if (days <= 60) return "31-60";
  return days <= 90 ? "61-90" : "over-90";
}
