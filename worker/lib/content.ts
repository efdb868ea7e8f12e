import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { ContentDetails, ContentType } from "../contract/cnb-details";
import type { ContentItem } from "../contract/content";
import type { Db } from "../db/client";
import { blogs, contentDetails, coverage, newsEvents } from "../db/schema/index";
import { fail } from "../middleware/errors";

/**
 * The three content tables share their columns (news events add `tag`). Queries are typed
 * against the shared columns; at run time drizzle reads every column of the real table.
 */
export type ContentTable = typeof blogs;

export type ContentKind = { table: ContentTable; contentType: ContentType; label: string };

export const CONTENT_KINDS: Record<ContentType, ContentKind> = {
  blog: { table: blogs, contentType: "blog", label: "Blog" },
  coverage: { table: coverage as unknown as ContentTable, contentType: "coverage", label: "Coverage" },
  news_event: { table: newsEvents as unknown as ContentTable, contentType: "news_event", label: "News event" },
};

/** Items with their details record joined, in one query (no N+1); newest first. */
export async function listContent(db: Db, kind: ContentKind, where?: SQL): Promise<ContentItem[]> {
  const { table, contentType } = kind;
  const rows = await db
    .select({ item: table, details: contentDetails })
    .from(table)
    .leftJoin(contentDetails, and(eq(contentDetails.contentType, contentType), eq(contentDetails.foreignKey, table.uniId)))
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id), contentDetails.id);
  // One details record per item is enforced by the add route; keep the first if a race ever made two.
  const seen = new Set<string>();
  const items: ContentItem[] = [];
  for (const r of rows) {
    if (seen.has(r.item.uniId)) continue;
    seen.add(r.item.uniId);
    items.push({ ...r.item, details: r.details as ContentDetails | null });
  }
  return items;
}

/** One item by its uniId, with its details; 404 when absent or filtered out. */
export async function findContent(db: Db, kind: ContentKind, id: string, where?: SQL): Promise<ContentItem> {
  const [found] = await listContent(db, kind, and(eq(kind.table.uniId, id), where));
  if (!found) fail(404, `${kind.label} not found.`);
  return found;
}

/** A details record by its own uniId or its owner's uniId; 404 when absent. */
export async function findDetails(db: Db, id: string): Promise<ContentDetails> {
  const [found] = await db
    .select()
    .from(contentDetails)
    .where(or(eq(contentDetails.uniId, id), eq(contentDetails.foreignKey, id)))
    .orderBy(sql`${contentDetails.uniId} = ${id} desc`, contentDetails.id)
    .limit(1);
  if (!found) fail(404, "Details not found.");
  return found;
}

/** Does the owner of a details record exist in the table of its content type? */
export async function contentExists(db: Db, type: ContentType, uniId: string): Promise<boolean> {
  const { table } = CONTENT_KINDS[type];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.uniId, uniId)).limit(1);
  return !!row;
}
