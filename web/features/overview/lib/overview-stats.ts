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
