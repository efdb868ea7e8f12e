import { type StatusName, statusesOf } from "@/shared/lib/contract";

/**
 * The statuses a resource's form offers: the registry's, which the API enforces (docs/product.md §4).
 * An item's own status stays selectable even if the list no longer offers it, so opening and saving
 * the form never changes it silently.
 */
export function statusOptions(resource: StatusName, current?: string): readonly string[] {
  const offered: readonly string[] = statusesOf(resource);
  return current && !offered.includes(current) ? [current, ...offered] : offered;
}
