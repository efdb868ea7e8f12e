import { statusesOf } from "@/shared/lib/contract";

/** docs/product.md §4: the news, blog and coverage forms offer "archive" (the banner forms "archived"); the registry's, which the API enforces. */
export const CONTENT_STATUSES = statusesOf("blogs");

/** The options a form offers: an item's own status stays selectable even if the list no longer offers it. */
export const statusOptions = (current?: string): readonly string[] =>
  current && !(CONTENT_STATUSES as readonly string[]).includes(current) ? [current, ...CONTENT_STATUSES] : CONTENT_STATUSES;
