import { getTableName as getName, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { pathOf, type PublishableName, type ResourceName, type TrashableName } from "../contract/resources";
import type { Db } from "../db/client";
import { progressAttachment } from "./progress";
import type { TrashPart, TrashRows } from "./trash-rows";

/**
 * What the worker attaches to a resource of the registry (contract/resources.ts), exported by the
 * resource's own lib file (issue 44: one attachment per resource). The lists that used to name each
 * resource read it from here: lib/item-kinds.ts (its table, page, version, find), lib/trash-items.ts
 * (its Trash rows, and its rows in the Trash entry of the item it is part of) and storage/references.ts
 * (its file columns, kept from the orphan sweep). Typed by its name, so a publishable or trashable
 * resource without its part fails the type check.
 */
export type Attachment<N extends ResourceName = ResourceName> = {
  table: SQLiteTable;
  /** Publishable resources: how the item is approved, previewed and versioned (lib/item-kinds.ts). */
  item: N extends PublishableName ? ItemAttachment : undefined;
  /** Trashable resources: how its rows go to the Trash and come back. */
  trash: N extends TrashableName ? TrashRows : undefined;
  /** The item whose delete takes its rows along (they come back with it): the rows of that item's id, its own LAST. */
  partOf?: { resource: "projects"; parts: (ownerId: string) => TrashPart[] };
  /** Its columns that hold /im/ paths (`plain`) or JSON with them (`json`), by their SQL names. */
  files?: { plain?: readonly string[]; json?: readonly string[] };
};

export type ItemAttachment = {
  /** The public page that shows it (a banner: the home page's slider), given its `owner`'s id. */
  path: (uniId: string, owner: string | null) => string;
  /** Its version as JSON (lib/revisions.ts). */
  snapshot: SQL;
  /** What names it where the registry has no title column (`trash.title: null`). */
  label?: SQL;
  /** The column naming the item whose page shows it. */
  owner?: SQLiteColumn;
  /** The item as its own routes answer it; 404 when none. */
  find: (db: Db, uniId: string) => Promise<unknown>;
};

/** The one list: every resource that brings its own attachment. */
export const ATTACHMENTS = { progress: progressAttachment } satisfies { [N in ResourceName]?: Attachment<N> };

type Attached = typeof ATTACHMENTS;
type Name = keyof Attached;
const NAMES = Object.keys(ATTACHMENTS) as Name[];
const all = NAMES.map((name) => [name, ATTACHMENTS[name] as Attachment] as const);

/** The item parts of the attached publishable resources, by name. */
export const itemsOf = () =>
  Object.fromEntries(all.filter(([, a]) => a.item).map(([name, a]) => [name, { table: a.table, ...a.item! }])) as {
    [N in Name as Attached[N]["item"] extends ItemAttachment ? N : never]: ItemAttachment & { table: SQLiteTable };
  };

/** The Trash rows of the attached trashable resources, by API path. */
export const trashOf = () =>
  Object.fromEntries(NAMES.filter((n) => ATTACHMENTS[n].trash).map((n) => [pathOf(n), ATTACHMENTS[n].trash])) as {
    [N in Name as Attached[N]["trash"] extends TrashRows ? NonNullable<ReturnType<typeof pathOf<N>>> : never]: TrashRows;
  };

/** The rows of the items that are part of `resource`'s item `ownerId` (its delete takes them along). */
export const ownedParts = (resource: "projects", ownerId: string): TrashPart[] => all.flatMap(([, a]) => (a.partOf?.resource === resource ? a.partOf.parts(ownerId) : []));

/** The tables a restore of `resource`'s item writes back for those parts. */
export const ownedTables = (resource: "projects"): SQLiteTable[] => all.flatMap(([, a]) => (a.partOf?.resource === resource ? [a.table] : []));

/** The file columns of the attached resources, [table, column] as storage/references.ts lists them. */
export const fileColumns = (kind: "plain" | "json"): (readonly [string, string])[] =>
  all.flatMap(([, a]) => (a.files?.[kind] ?? []).map((column) => [getName(a.table), column] as const));
