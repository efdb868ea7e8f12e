import { pathOf, TRASHABLE } from "../contract/resources";
import type { TrashResource } from "../contract/trash";
import { ITEM_TRASH } from "./trash-items";
import { RECORD_TRASH } from "./trash-records";
import type { TrashKind, TrashRows } from "./trash-rows";

/** How each kind's rows go and come back, by its API path: a Trash kind of the registry without one fails the type check. */
const ROWS: Record<TrashResource, TrashRows> = { ...ITEM_TRASH, ...RECORD_TRASH };

/**
 * Every kind of item the dashboard deletes into the Trash, by its API path (contract/trash.ts): the
 * registry's resources with a `trash` (contract/resources.ts), named in the activity log by their name.
 */
export const TRASH_KINDS = Object.fromEntries(TRASHABLE.map((name) => [pathOf(name), { ...ROWS[pathOf(name)], activity: name }])) as Record<TrashResource, TrashKind>;
