import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { ActivityResource } from "../contract/activity";
import { CONTENT_TYPE_INFO, contentPath } from "../contract/content-types";
import type { ItemResource } from "../contract/revisions";
import { pathOf, PUBLISHABLE, type PublishableName, RESOURCES } from "../contract/resources";
import type { MenuId } from "../contract/roles";
import type { Db } from "../db/client";
import { banners, blogs, contentDetails, coverage, newsEvents, progress, projectDetails, projects } from "../db/schema/index";
import { findBanner } from "./banners";
import { contentKind, findContent } from "./content";
import { findProgress } from "./progress";
import { findProject } from "./projects";

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
  /** What names it in lists (a project's name, the others' title, a progress update's composed label). */
  labelColumn: SQLiteColumn | SQL;
  /** The item whose page shows it (a progress update's project), selected with it (lib/items.ts); null: its own. */
  owner: SQLiteColumn | SQL;
  /** The public page that shows it (a banner: the home page's slider; a progress update: its project's page). */
  path: (uniId: string, owner: string | null) => string;
  /** Its version as JSON (lib/revisions.ts): the row, with its details (a project, a blog, news event or coverage item). */
  snapshot: SQL;
  /** The item as its own routes answer it (a banner with its project, content with its details); 404 when none. */
  find: (db: Db, uniId: string) => Promise<unknown>;
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

type Attached = {
  table: ItemTable;
  /** The public page that shows it (a banner: the home page's slider), given its `owner`'s id. */
  path: (uniId: string, owner: string | null) => string;
  snapshot: SQL;
  /** What names it where the registry has no title column (`trash.title: null`). */
  label?: SQL;
  /** The column naming the item whose page shows it. */
  owner?: SQLiteColumn;
  find: (db: Db, uniId: string) => Promise<unknown>;
};

const projectPage = (uniId: string) => `/projects/${encodeURIComponent(uniId)}`;
/** A progress update is named by its project, stage, percent and date: "UDAY Meghna · structure 60% · 2026-10-01". */
const progressLabel = sql`(select "name" from "projects" p where p."uniId" = ${progress.projectUniId}) || ' · ' || ${progress.stage} || ' ' || ${progress.percent} || '% · ' || ${progress.date}`;

const content = (type: keyof typeof CONTENT_TYPE_INFO, table: unknown): Attached => ({
  table: as(table),
  path: (uniId) => contentPath(type, uniId),
  snapshot: contentSnapshot(type, table),
  find: (db, uniId) => findContent(db, contentKind(type), uniId),
});

/**
 * What the worker attaches to each publishable resource of the registry (contract/resources.ts): its
 * table, page, version and how its routes answer it. Keyed by the registry's names, so a resource made publishable there fails
 * the type check until it has its table here.
 */
const ATTACHED: Record<PublishableName, Attached> = {
  projects: { table: as(projects), path: projectPage, snapshot: projectSnapshot, find: findProject },
  banners: { table: as(banners), path: () => "/", snapshot: rowJson(banners), find: findBanner },
  blogs: content("blog", blogs),
  coverage: content("coverage", coverage),
  "news-events": content("news_event", newsEvents),
  // Shown on its project's page (the preview names it by `?item=`, routes/preview.ts).
  progress: { table: as(progress), path: (_uniId, owner) => projectPage(owner ?? ""), snapshot: rowJson(progress), label: progressLabel, owner: progress.projectUniId, find: findProgress },
};

function kindOf(name: PublishableName): ItemKind {
  const { path, menu, trash } = RESOURCES[name];
  const { table, label, owner, ...rest } = ATTACHED[name];
  const title: string | null = trash.title;
  const labelColumn = label ?? (table as unknown as Record<string, SQLiteColumn>)[title ?? ""]!;
  return { resource: path, table, activity: name, menu, labelColumn, owner: owner ?? sql`null`, ...rest };
}

/** The publishable items by their API path, from the registry. */
export const ITEM_KINDS = Object.fromEntries(PUBLISHABLE.map((name) => [pathOf(name), kindOf(name)])) as Record<ItemResource, ItemKind>;

/** Columns a restore never copies back: identity, time stamps, the status (decided by the restore) and the schedule. */
export const NOT_RESTORED = new Set(["id", "uniId", "createdAt", "updatedAt", "status", "publishAt", "unpublishAt", "scheduledBy"]);
