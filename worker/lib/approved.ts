import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** Public lists show approved items only, whatever the case the status was stored in. */
export const isApproved = (column: SQLiteColumn): SQL => sql`lower(${column}) = 'approved'`;
