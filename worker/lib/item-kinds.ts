import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { ActivityResource } from "../contract/activity";
import { CONTENT_TYPE_INFO, contentPath } from "../contract/content-types";
import type { ItemResource } from "../contract/revisions";
import { MENU_IDS, type MenuId } from "../contract/roles";
import { banners, blogs, contentDetails, coverage, newsEvents, projectDetails, projects } from "../db/schema/index";

/**
 * The items that are approved, scheduled, previewed and versioned (issue 32), typed by the columns
 * they share (as lib/content.ts types its three tables): at run time drizzle reads the real table.
 */
export type ItemTable = typeof blogs;

export type ItemKind = {
  resource: ItemResource;
  table: ItemTable;
  /** The activity log's name of the resource. */
  activity: ActivityResource;
  /** The menu whose staff manage it. */
  menu: MenuId;
  /** The column that names it in lists (a project's name, the others' title). */
  labelColumn: SQLiteColumn;
  /** The public page that shows it (a banner: the home page's slider). */
  path: (uniId: string) => string;
  /** Its version as JSON (lib/revisions.ts): the row, with its details (a project, a blog, news event or coverage item). */
  snapshot: SQL;
};

/** A row as one JSON object, every column by its property name; JSON columns stay JSON. */
export function rowJson(table: SQLiteTable): SQL {
  const parts = Object.entries(getTableColumns(table)).map(([key, col]) => sql`${key}, ${col.dataType === "json" ? sql`json(${col})` : col}`);
  return sql`json_object(${sql.join(parts, sql`, `)})`;
}

const as = (t: unknown) => t as ItemTable;
const projectSnapshot = sql`json_insert(${rowJson(projects)}, '$.details', json((select ${rowJson(projectDetails)} from ${projectDetails} where ${projectDetails.foreignKey} = ${projects.uniId})))`;
/** A blog's, news event's or coverage item's version holds its details too, as a project's does (issue 41). */
const contentSnapshot = (type: keyof typeof CONTENT_TYPE_INFO, table: unknown) =>
  sql`json_insert(${rowJson(table as SQLiteTable)}, '$.details', json((select ${rowJson(contentDetails)} from ${contentDetails} where ${contentDetails.contentType} = ${type} and ${contentDetails.foreignKey} = ${as(table).uniId})))`;

const content = (type: keyof typeof CONTENT_TYPE_INFO, table: unknown, activity: ActivityResource): ItemKind => ({
  resource: CONTENT_TYPE_INFO[type].segment,
  table: as(table),
  activity,
  menu: CONTENT_TYPE_INFO[type].menu,
  labelColumn: as(table).title,
  path: (uniId) => contentPath(type, uniId),
  snapshot: contentSnapshot(type, table),
});

export const ITEM_KINDS: Record<ItemResource, ItemKind> = {
  projects: {
    resource: "projects",
    table: as(projects),
    activity: "projects",
    menu: MENU_IDS.projects,
    labelColumn: projects.name,
    path: (uniId) => `/projects/${encodeURIComponent(uniId)}`,
    snapshot: projectSnapshot,
  },
  banner: { resource: "banner", table: as(banners), activity: "banners", menu: MENU_IDS.banners, labelColumn: banners.title, path: () => "/", snapshot: rowJson(banners) },
  blog: content("blog", blogs, "blogs"),
  "news-event": content("news_event", newsEvents, "news-events"),
  coverage: content("coverage", coverage, "coverage"),
};

/** Columns a restore never copies back: identity, time stamps, the status (decided by the restore) and the schedule. */
export const NOT_RESTORED = new Set(["id", "uniId", "createdAt", "updatedAt", "status", "publishAt", "unpublishAt", "scheduledBy"]);
