import { normalizeStatus } from "./overview-stats";

/** One row of an overview list, whatever its resource (the page maps each API item to this). */
export type OverviewItem = { id: string; title: string | null | undefined; description: string | null | undefined; status: string; createdAt: string };

/** "" is "All Status" (docs/product.md §2 select: All Status, Approved, Pending, Archived, Rejected). */
export type StatusFilter = "" | "approved" | "pending" | "archived" | "rejected";
export type OverviewFilter = { q: string; status: StatusFilter };

/** docs/product.md §2: "Search by title, name, or description" plus the status; newest first. */
export function filterItems(items: readonly OverviewItem[], { q, status }: OverviewFilter): OverviewItem[] {
  const needle = q.trim().toLowerCase();
  return items
    .filter((i) => !status || normalizeStatus(i.status) === status)
    .filter((i) => !needle || [i.title, i.description].some((t) => (t ?? "").toLowerCase().includes(needle)))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** docs/product.md §2: "title or name (fallback: singular title plus position)" — "Blog 3". */
export const itemTitle = (item: OverviewItem, singular: string, index: number) => item.title?.trim() || `${singular} ${index + 1}`;

/** Descriptions are cut for the list; the full text is on the item's own screen. */
export function truncate(text: string | null | undefined, max = 120): string {
  const t = (text ?? "").trim();
  return t.length > max ? `${t.slice(0, max).trimEnd()}…` : t;
}
