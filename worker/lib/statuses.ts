import { RESOURCES, type StatusName } from "../contract/resources";
import { fail } from "./errors";

/** The 422 of a status its resource does not offer, in the field builders' wording (contract/fields.ts). */
export const statusMessage = (name: StatusName) => `Status must be one of: ${RESOURCES[name].statuses.join(", ")}`;

/**
 * 422 unless `sent` (already trimmed and lower-cased by the contract) is one of the statuses the
 * resource's form offers (contract/resources.ts; docs/product.md §4). An item's own status, sent back
 * unchanged, is kept: the forms keep offering it ("so opening and saving the form never changes them
 * silently"), and the schedule's take-down writes "archived" whatever the resource.
 */
export function assertStatus(name: StatusName, sent: string | undefined, current?: string | null) {
  if (sent === undefined) return;
  if ((RESOURCES[name].statuses as readonly string[]).includes(sent)) return;
  if (current != null && current.trim().toLowerCase() === sent) return;
  const message = statusMessage(name);
  fail(422, message, { status: [message] });
}
