import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { fileColumns } from "../lib/attachments";

/**
 * Every /im/ path any row points at, in one query. Plain columns are read directly;
 * JSON columns (lists, the about record's nested objects) are walked with json_tree.
 * When a new column starts holding files, it must be added here (or to its resource's attachment, lib/attachments.ts) or the sweep will reclaim its objects.
 */
const PLAIN = [
  ["projects", "mainImage"],
  ["banners", "imagesVideos"],
  ["banner_statics", "image"],
  ["blogs", "mainImage"],
  ["coverage", "mainImage"],
  ["news_events", "mainImage"],
  ["users", "image"],
  ["contact_information", "image"],
  ["about", "headerImage"],
  ["menus", "icon"],
  ["menus", "active_icon"],
] as const;

const JSON_COLUMNS = [
  ["project_details", "headerImage"],
  ["project_details", "floorPlan"],
  ["project_details", "historyImage"],
  ["project_details", "brochure"],
  ["content_details", "images"],
  ["about", "target"],
  ["about", "management"],
  ["about", "ourTeam"],
  // Every file a kept version names (issue 32): a restore can bring it back.
  ["revisions", "files"],
  // Every file a trashed item names (issue 43): a restore brings it back within 30 days.
  ["trash", "files"],
] as const;

/** Tables that hold R2 keys of private files (never served under /im, but swept like the rest). */
const KEY_COLUMNS = [
  ["message_files", "key"],
  ["booking_documents", "key"],
] as const;

const referencedSql = [
  ...[...PLAIN, ...fileColumns("plain")].map(([t, c]) => `select "${c}" as p from "${t}"`),
  ...KEY_COLUMNS.map(([t, c]) => `select '/im/' || "${c}" as p from "${t}"`),
  ...[...JSON_COLUMNS, ...fileColumns("json")].map(
    ([t, c]) => `select j.value as p from "${t}", json_tree("${t}"."${c}") as j where j.type = 'text'`,
  ),
].join(" union ");

export async function referencedPaths(db: Db): Promise<Set<string>> {
  const rows = await db.all<{ p: string | null }>(
    sql.raw(`select p from (${referencedSql}) where p like '/im/%'`),
  );
  return new Set(rows.map((r) => r.p).filter((p): p is string => !!p));
}
