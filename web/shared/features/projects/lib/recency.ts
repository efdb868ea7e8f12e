import { SITE } from "@/shared/config/site";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "New" / "Recently Updated Available" (docs/product.md §2): updated within the last SITE.recentDays days.
 * A date slightly in the future (a clock ahead of ours) still counts as recent; an unreadable one never does.
 */
export function isRecentlyUpdated(updatedAt: string | null | undefined, now: number = Date.now(), days: number = SITE.recentDays): boolean {
  if (!updatedAt) return false;
  const time = Date.parse(updatedAt);
  if (Number.isNaN(time)) return false;
  return now - time <= days * DAY_MS;
}
