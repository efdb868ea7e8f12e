import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** A table whose rows visitors see once approved, inside their schedule (db/schema/columns.ts). */
export type Publishable = { uniId: SQLiteColumn; status: SQLiteColumn; publishAt: SQLiteColumn; unpublishAt: SQLiteColumn };

/**
 * Whom a public read answers: its clock (the request's; tests and the test clock fix it), and for a
 * preview (routes/preview.ts) the one item shown as if approved and inside its window; on the buyer
 * portal's pages (routes/pages.ts) the signed-in buyer's address, whose own bookings its reads show.
 */
export type ReadView = { now: Date; preview?: { table: Publishable; uniId: string }; buyer?: string | null };

/**
 * The one rule of what visitors see (docs/product.md §4, issue 32): approved, whatever the case the
 * status was stored in, and inside its schedule: from `publishAt` (none: always) until `unpublishAt`
 * (none: never), by the request's clock. It holds before the minute cron has run (lib/schedule.ts),
 * so nothing shows early or lingers late.
 */
export function isApproved(table: Publishable, view: ReadView): SQL {
  const now = view.now.toISOString();
  const rule = sql`(lower(${table.status}) = 'approved' and (${table.publishAt} is null or ${table.publishAt} <= ${now}) and (${table.unpublishAt} is null or ${table.unpublishAt} > ${now}))`;
  return view.preview?.table === table ? sql`(${rule} or ${table.uniId} = ${view.preview.uniId})` : rule;
}

/** The same rule on a row already read (the status is compared in lower case). */
export function isLive(row: { status: string; publishAt: string | null; unpublishAt: string | null }, now: Date): boolean {
  const at = now.toISOString();
  return row.status.toLowerCase() === "approved" && (!row.publishAt || row.publishAt <= at) && (!row.unpublishAt || row.unpublishAt > at);
}
