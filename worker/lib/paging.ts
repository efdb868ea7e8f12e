import { or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import { type PageQuery, pageQuery } from "../contract/paging";
import { validate } from "./form";

/** The list call's paging query (422 when malformed), or null when it asks for the whole list. */
export function readPageQuery(c: Context): (PageQuery & { page: number }) | null {
  const query = validate(pageQuery, c.req.query());
  return query.page === undefined ? null : { ...query, page: query.page };
}

/** Rows to skip for a page. */
export const offsetOf = (q: { page: number; pageSize: number }) => (q.page - 1) * q.pageSize;

/** A LIKE pattern that matches `q` literally anywhere (% and _ escaped; use with ESCAPE '\'). */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** `q` found literally in any of the columns (a cast makes numeric ids searchable as text); undefined for an empty q. */
export const matchesAny = (q: string, columns: (SQLiteColumn | SQL)[]): SQL | undefined =>
  q ? or(...columns.map((col) => sql`${col} like ${likePattern(q)} escape '\\'`)) : undefined;
