import type { BookingDocument } from "./booking-documents";
import { oneTimePrice, planParts, type PlanTerms } from "./payment-plan";

/**
 * Bookings (issue 46): a flat sold to one or more buyers at a price fixed on the booking day, paid by a
 * schedule of lines (booking money, down payment, instalments, handover). Pure and zod-free: the API, the
 * cron's reminders and the dashboard compute the same figures. Money is whole taka; the schedule is
 * `planParts` (contract/payment-plan.ts) laid on dates, so its lines add up to the price exactly.
 * docs/product.md §11, docs/decisions.md "Booking schedule dates".
 */
export const BOOKING_STATUSES = ["active", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const LINE_KINDS = ["booking", "down-payment", "installment", "handover"] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const PAYMENT_MODES = ["cash", "cheque", "pay-order", "bank-transfer", "tt", "mobile-banking"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** A payment, the reversal of one (negative, its allocations undone), or a refund of a cancelled booking (negative). */
export const PAYMENT_KINDS = ["payment", "reversal", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const BUYER_LANGUAGES = ["en", "bn"] as const;
export type BuyerLanguage = (typeof BUYER_LANGUAGES)[number];

/** One line of a schedule before it is stored. */
export type PlannedLine = { kind: LineKind; label: string; dueDate: string; amount: number };

/** "2026-01-31" plus `months`, kept within the month (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Days from `from` to `to` (dates, `to` later gives a positive count). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A date plus `days`. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The calendar day in Dhaka (UTC+6, no daylight saving) of an instant: what "today" means for dues. */
export const dhakaDate = (at: Date) => new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);

/**
 * The price fixed at booking: the flat's list price, less the plan's one-time discount when the plan has no
 * instalments (paid at once, docs/product.md §10), less the staff's own discount in taka.
 */
export function bookingPrice(listPrice: number, plan: PlanTerms, discount = 0): number {
  const planned = plan.installments === 0 ? oneTimePrice(listPrice, plan.oneTimeDiscountPercent) : listPrice;
  return planned - discount;
}

/**
 * A plan's schedule for a price from the booking day: booking money that day, the down payment one month
 * later, then each instalment `intervalMonths` after the one before (the first `intervalMonths` after the
 * down payment), and the handover `intervalMonths` after the last instalment (one month after the down
 * payment without instalments). Lines of 0 taka are left out; the rest add up to `price` exactly.
 */
export function scheduleFor(price: number, plan: PlanTerms, bookedAt: string): PlannedLine[] {
  const parts = planParts(price, plan);
  const down = addMonths(bookedAt, 1);
  const lines: PlannedLine[] = [
    { kind: "booking", label: "Booking money", dueDate: bookedAt, amount: parts.booking },
    { kind: "down-payment", label: "Down payment", dueDate: down, amount: parts.downPayment },
    ...parts.installments.map((amount, i) => ({
      kind: "installment" as const,
      label: `Instalment ${i + 1} of ${parts.installments.length}`,
      dueDate: addMonths(down, (i + 1) * plan.intervalMonths),
      amount,
    })),
  ];
  const after = parts.installments.length ? addMonths(down, (parts.installments.length + 1) * plan.intervalMonths) : addMonths(down, 1);
  lines.push({ kind: "handover", label: "Handover", dueDate: after, amount: parts.handover });
  return lines.filter((l) => l.amount > 0);
}

/** A line's share of the money: what it asks, and what payments were allocated to it (net of reversals). */
export type LineMoney = { id: number; dueDate: string; position: number; amount: number; paid: number };

/**
 * A payment of `amount` over the lines, oldest due first (due date, then place in the schedule): each line
 * takes what it still lacks until the money runs out. The caller refuses more than the lines lack.
 */
export function allocate(amount: number, lines: readonly LineMoney[]): { lineId: number; amount: number }[] {
  const order = [...lines].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.position - b.position);
  const out: { lineId: number; amount: number }[] = [];
  let left = amount;
  for (const line of order) {
    if (left <= 0) break;
    const take = Math.min(left, line.amount - line.paid);
    if (take > 0) {
      out.push({ lineId: line.id, amount: take });
      left -= take;
    }
  }
  return out;
}

/** A buyer as the API shows them; `nationalId` only to those who may read it, masked for the rest. */
export type Buyer = { name: string; phone: string; email: string | null; address: string; nationalId: string | null; language: BuyerLanguage };

/** A schedule line on the day asked about: what it asks, what was paid on it, its state and delay charge. */
export type ScheduleLine = {
  id: number;
  position: number;
  kind: LineKind;
  label: string;
  dueDate: string;
  amount: number;
  paid: number;
  due: number;
  /** `cancelled`: unpaid on a cancelled booking, which owes nothing more. */
  state: "paid" | "due" | "overdue" | "upcoming" | "cancelled";
  delayCharge: number;
  waived: { at: string; by: number; reason: string } | null;
};

export type Payment = {
  id: number;
  bookingId: number;
  receiptNo: string;
  kind: PaymentKind;
  paidAt: string;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  note: string | null;
  reversesId: number | null;
  reversedBy: number | null;
  createdBy: number;
  createdAt: string;
  allocations: { lineId: number; amount: number }[];
};

/** A booking's figures on `asOf`: paid (net of reversals and refunds), what is left, overdue, delay charges. */
export type BookingTotals = { asOf: string; price: number; paid: number; outstanding: number; overdue: number; delayCharge: number; nextDue: { dueDate: string; amount: number } | null };

/** GET /bookings: one row. */
export type BookingRow = {
  id: number;
  unitId: number;
  projectUniId: string;
  unitLabel: string;
  buyer: string;
  buyerPhone: string;
  planName: string;
  bookedAt: string;
  status: BookingStatus;
} & BookingTotals;

/** GET /bookings/{id}. */
export type Booking = BookingRow & {
  leadId: number | null;
  plan: PlanTerms;
  listPrice: number;
  discount: number;
  cancelledAt: string | null;
  cancelReason: string | null;
  createdBy: number;
  createdAt: string;
  delayPolicy: { percentPerMonth: number; graceDays: number };
  buyers: Buyer[];
  schedule: ScheduleLine[];
  payments: Payment[];
  /** The documents shared with its buyers (docs/product.md §11 "Booking documents"), oldest first. */
  documents: BookingDocument[];
};

/** "R-2026-000123": the year it was recorded in (Dhaka), and its serial in that year. */
export const receiptNumber = (year: number, serial: number) => `R-${year}-${String(serial).padStart(6, "0")}`;

/** Where a receipt's PDF downloads (issue 46 item 2): staff's `/api/receipts/…`, a buyer's `/api/my/receipts/…`. */
export const receiptPdfPath = (receiptNo: string, lang: BuyerLanguage, reader: "staff" | "buyer" = "staff") =>
  `/api${reader === "buyer" ? "/my" : ""}/receipts/${encodeURIComponent(receiptNo)}.pdf?lang=${lang}`;

/** An NID or passport number as those without the right to read it see it: its last three characters. */
export const maskedId = (id: string | null) => (id ? `${"•".repeat(Math.max(0, id.length - 3))}${id.slice(-3)}` : null);
