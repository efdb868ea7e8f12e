import { and, desc, eq, type SQL } from "drizzle-orm";
import type { ContentItem } from "../contract/content";
import type { ContentDetails } from "../contract/content-details";
import { CONTENT_TYPE_INFO, type ContentType } from "../contract/content-types";
import type { Db } from "../db/client";
import { blogs, contentDetails, coverage, newsEvents } from "../db/schema/index";
import { fail } from "./errors";

/**
 * The three content tables share their columns (news events add `tag`). Queries are typed
 * against the shared columns; at run time drizzle reads every column of the real table.
 */
export type ContentTable = typeof blogs;

/** The registry's entry of a content type (contract/content-types.ts) plus its table. */
export type ContentKind = (typeof CONTENT_TYPE_INFO)[ContentType] & { table: ContentTable };

const TABLES: Record<ContentType, ContentTable> = {
  blog: blogs,
  coverage: coverage as unknown as ContentTable,
  news_event: newsEvents as unknown as ContentTable,
};

export const contentKind = (type: ContentType): ContentKind => ({ ...CONTENT_TYPE_INFO[type], table: TABLES[type] });

/** Items with their details record joined, in one query (no N+1); newest first. */
export async function listContent(db: Db, kind: ContentKind, where?: SQL): Promise<ContentItem[]> {
  const { table, type: contentType } = kind;
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
