/**
 * Pure rules of the overview screen (docs/product.md §2 "Overview screen", §4 "Content status").
 * Statuses are compared case-insensitively; the media forms' "archive" counts as archived.
 */
export const COUNTED = ["approved", "pending", "rejected", "archived"] as const;
export type CountedStatus = (typeof COUNTED)[number];
export type StatusCounts = Record<CountedStatus, number> & { total: number };

export function normalizeStatus(status: string | null | undefined): string {
  const s = (status ?? "").trim().toLowerCase();
  return s === "archive" ? "archived" : s;
}

export function countStatuses(items: readonly { status: string | null | undefined }[]): StatusCounts {
  const counts: StatusCounts = { total: items.length, approved: 0, pending: 0, rejected: 0, archived: 0 };
  for (const { status } of items) {
    const s = normalizeStatus(status);
    if ((COUNTED as readonly string[]).includes(s)) counts[s as CountedStatus]++;
  }
  return counts;
}

/** Approved share as a rounded percentage; 0 when there is nothing to rate. */
export function approvalRate(approved: number, total: number): number {
  return total > 0 ? Math.round((approved / total) * 100) : 0;
}

const DHAKA_MS = 6 * 3_600_000;

/** The first instant of `now`'s calendar month in Dhaka (UTC+6, no daylight saving). */
export function dhakaMonthStart(now: Date): number {
  const local = new Date(now.getTime() + DHAKA_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - DHAKA_MS;
}

/**
 * The approval rate's change since last month, in percentage points (issue 42; docs/decisions.md
 * "Overview trends"): today's rate against the rate of the items that existed when this month began,
 * each by its status now (no status history is kept). Null when nothing existed then.
 */
export function approvalTrend(items: readonly { status: string | null | undefined; createdAt: string }[], now: Date): number | null {
  const start = dhakaMonthStart(now);
  const before = items.filter((i) => Date.parse(i.createdAt) < start);
  if (!before.length) return null;
  const rate = (list: typeof items) => approvalRate(countStatuses(list).approved, list.length);
  return rate(items) - rate(before);
}

/** "+12% from last month", "-3% from last month", "0% from last month"; "New this month" with nothing before. */
export function trendLabel(points: number | null): string {
  if (points === null) return "New this month";
  return `${points > 0 ? "+" : ""}${points}% from last month`;
}
