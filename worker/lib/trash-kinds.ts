import type { TrashResource } from "../contract/trash";
import { ITEM_TRASH } from "./trash-items";
import { RECORD_TRASH } from "./trash-records";
import type { TrashKind } from "./trash-rows";

/** Every kind of item the dashboard deletes into the Trash, by its API path (contract/trash.ts). */
export const TRASH_KINDS: Record<TrashResource, TrashKind> = { ...ITEM_TRASH, ...RECORD_TRASH };
