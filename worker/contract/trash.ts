import { z } from "zod";
import { pageQuery } from "./paging";
import { type PathOf, pathOf, RESOURCES, TRASHABLE, type TrashableName } from "./resources";

/**
 * The Trash (issue 43; docs/product.md "Trash", docs/decisions.md "Trash"): every dashboard delete
 * moves the item here for TRASH_DAYS; Admins and Super-Admins restore it or delete it for good.
 */
export const TRASH_DAYS = 30;

/** A trashed item's kind: the API path of the routes that deleted it (the registry's resources with a `trash`). */
export type TrashResource = PathOf<TrashableName>;
export const TRASH_RESOURCES: readonly TrashResource[] = TRASHABLE.map(pathOf);

/** What the Trash screen calls each kind (contract/resources.ts). */
export const TRASH_RESOURCE_LABELS = Object.fromEntries(TRASHABLE.map((n) => [pathOf(n), RESOURCES[n].trash.label])) as Record<TrashResource, string>;

/** GET /trash: always one page (page defaults to 1), newest first; `q` matches the title. */
export const trashQuery = pageQuery.extend({ page: z.coerce.number().int("page must be a whole number from 1").min(1, "page must be a whole number from 1").default(1) });
export type TrashQuery = z.output<typeof trashQuery>;

/** One entry of GET /trash. `deletedBy`: the deleter's name as it was (kept if they are deleted since). */
export type TrashItem = {
  id: number;
  resource: TrashResource;
  itemId: string;
  title: string;
  /** ISO-8601, UTC. Emptied TRASH_DAYS later. */
  deletedAt: string;
  deletedBy: string | null;
};

/** POST /trash/{id}/restore answers the entry it restored; DELETE /trash/{id} `{ deleted: id }`. */
export type TrashRestored = { restored: number; resource: TrashResource; itemId: string };
