import { and, eq, getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { ActivityResource } from "../contract/activity";
import type { ItemResource } from "../contract/revisions";
import type { Db } from "../db/client";
import { previewLinks, revisions } from "../db/schema/index";
import { fail } from "./errors";
import type { RevisionTarget } from "./revisions";
import type { SessionUser } from "./session-user";
import type { Statement } from "./write";

/** A trash entry's rows, per table (its SQL name), each row by property name (docs/decisions.md "Trash"). */
export type Payload = Record<string, Record<string, unknown>[]>;

/** Rows a delete removes (and the Trash keeps): those of `table` that `where` finds. */
export type TrashPart = {
  table: SQLiteTable;
  where: SQL;
  /** The rows are copied but not deleted (a project's banner links, which its delete unsets). */
  keepRows?: boolean;
  /** What is copied of each row (a JSON object); by default the whole row. */
  row?: SQL;
};

/**
 * What the Trash knows of one kind of item (lib/trash-kinds.ts): the rows its delete moves, the
 * item's own LAST, and how they go back.
 */
export type TrashRows = {
  /** Activity entries name it by a number (users, leads). */
  numericId?: boolean;
  parts: (itemId: string) => TrashPart[];
  /** Rows the delete removes for good, not kept (sessions, preview links, unsent alerts); `guarded` adds the delete's guard. */
  alsoRemove?: (db: Db, itemId: string, guarded: (where: SQL) => SQL) => Statement[];
  /** 409 when the rows cannot go back as they were: a unique value taken since, the parent gone. */
  check: (db: Db, payload: Payload, itemId: string) => Promise<void>;
  /** The statements that write the rows back. */
  restore: (db: Db, payload: Payload, itemId: string) => Statement[];
  /** The version the restore writes (details: their item's; an item's own versions come back). */
  revision?: (payload: Payload) => RevisionTarget;
  /** Who may restore or delete it for good, beyond the Trash menu (a user: who may manage their designation). */
  mayTouch?: (actor: SessionUser, payload: Payload) => boolean;
};

/** A kind with the activity log's name of its resource (the registry's), for its restore and its deletion for good. */
export type TrashKind = TrashRows & { activity: ActivityResource };

/** Payload key of a part: the table's SQL name. */
export const partKey = (table: SQLiteTable) => getTableName(table);

/** The payload's rows of `table`. */
export const rowsOf = (payload: Payload, table: SQLiteTable) => payload[partKey(table)] ?? [];

/** The first row of `table` in the payload (the item itself). */
export const firstOf = (payload: Payload, table: SQLiteTable) => rowsOf(payload, table)[0];

/** Rows of a payload written back as they were (ids too), a few per statement; JSON columns drizzle encodes again. */
export function insertRows(db: Db, table: SQLiteTable, payload: Payload): Statement[] {
  const rows = rowsOf(payload, table);
  const out: Statement[] = [];
  for (let i = 0; i < rows.length; i += 20) out.push(db.insert(table).values(rows.slice(i, i + 20) as never));
  return out;
}

/** A row as one JSON object, every column by its property name; JSON columns stay JSON. */
export function rowJson(table: SQLiteTable): SQL {
  const parts = Object.entries(getTableColumns(table)).map(([key, col]) => sql`${key}, ${col.dataType === "json" ? sql`json(${col})` : col}`);
  return sql`json_object(${sql.join(parts, sql`, `)})`;
}

/** True when `table` has a row `where` finds. */
export async function rowExists(db: Db, table: SQLiteTable, where: SQL): Promise<boolean> {
  return (await db.select({ one: sql`1` }).from(table).where(where).limit(1)).length > 0;
}

const TAKEN = "Something else now has this item's id, so it cannot be restored.";
export const takenIf = (taken: boolean, message = TAKEN) => {
  if (taken) fail(409, message);
};

/** An item's versions, kept in the Trash with it (docs/decisions.md "Revisions", "Trash"). */
export const versionsOf = (resource: ItemResource, uniId: string): TrashPart => ({ table: revisions, where: and(eq(revisions.resource, resource), eq(revisions.itemId, uniId))! });
/** Its shared preview links go for good: a restored item can get new ones. */
export const dropLinks = (resource: ItemResource) => (db: Db, uniId: string) => [
  db.delete(previewLinks).where(and(eq(previewLinks.resource, resource), eq(previewLinks.itemId, uniId))),
];
