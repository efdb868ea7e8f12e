import { OVERDUE_AGES, type OverdueAge } from "./dues";

/**
 * Collections in Reports → Sales (issue 46 item 5, rep006): per project, in a month (Dhaka), the money
 * falling due on active bookings, the money collected (net: payments less reversals and refunds dated in the
 * month), today's overdue money by how long it has been overdue, and the month's cancellations with what was
 * refunded on them. Whole taka; the age buckets add up to `overdue` exactly. docs/product.md §11,
 * docs/decisions.md "Collections".
 */
export type CollectionsFigures = {
  due: number;
  collected: number;
  overdue: number;
  byAge: Record<OverdueAge, number>;
  cancellations: number;
  refunded: number;
};

/** One project's figures (projects with at least one booking). */
export type CollectionsRow = { uniId: string; name: string } & CollectionsFigures;

/** GET /reports/sales/collections?month=YYYY-MM. */
export type CollectionsReport = { month: string; today: string; rows: CollectionsRow[]; total: CollectionsFigures };

/** The headings of the age buckets, as the dashboard and the CSV show them. */
export const OVERDUE_AGE_LABELS: Record<OverdueAge, string> = { "0-30": "0–30 days", "31-60": "31–60 days", "61-90": "61–90 days", "over-90": "Over 90 days" };

/** A month as "2026-03"; a real one (01 to 12). */
export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** Figures of nothing, to add to. */
export const noCollections = (): CollectionsFigures => ({ due: 0, collected: 0, overdue: 0, byAge: Object.fromEntries(OVERDUE_AGES.map((a) => [a, 0])) as Record<OverdueAge, number>, cancellations: 0, refunded: 0 });
