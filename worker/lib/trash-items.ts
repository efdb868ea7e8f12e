import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { CONTENT_TYPE_INFO, type ContentType } from "../contract/content-types";
import type { ItemResource } from "../contract/revisions";
import type { Db } from "../db/client";
import { banners, contentDetails, paymentPlans, previewLinks, priceLists, progress, projectDetails, projects, revisions, units } from "../db/schema/index";
import { contentKind } from "./content";
import { fail } from "./errors";
import { itemRevision } from "./revisions";
import { firstOf, insertRows, type Payload, rowsOf, type TrashRows } from "./trash-rows";

/** True when `table` has a row `where` finds. */
export async function rowExists(db: Db, table: SQLiteTable, where: SQL): Promise<boolean> {
  return (await db.select({ one: sql`1` }).from(table).where(where).limit(1)).length > 0;
}

const TAKEN = "Something else now has this item's id, so it cannot be restored.";
export const takenIf = (taken: boolean, message = TAKEN) => {
  if (taken) fail(409, message);
};

/** An item's versions, kept in the Trash with it (docs/decisions.md "Revisions", "Trash"). */
const versionsOf = (resource: ItemResource, uniId: string) => ({ table: revisions, where: and(eq(revisions.resource, resource), eq(revisions.itemId, uniId))! });
/** Its shared preview links go for good: a restored item can get new ones. */
const dropLinks = (resource: ItemResource) => (db: Db, uniId: string) => [
  db.delete(previewLinks).where(and(eq(previewLinks.resource, resource), eq(previewLinks.itemId, uniId))),
];

const project: TrashRows = {
  parts: (uniId) => [
    { table: projectDetails, where: eq(projectDetails.foreignKey, uniId) },
    // Its flats, price lists and plans (issue 45) go and come back with it.
    { table: units, where: eq(units.projectUniId, uniId) },
    { table: priceLists, where: eq(priceLists.projectUniId, uniId) },
    { table: paymentPlans, where: eq(paymentPlans.projectUniId, uniId) },
    // Its construction updates and their versions too (issue 45 item 4).
    { table: revisions, where: and(eq(revisions.resource, "progress"), sql`${revisions.itemId} in (select ${progress.uniId} from ${progress} where ${progress.projectUniId} = ${uniId})`)! },
    { table: progress, where: eq(progress.projectUniId, uniId) },
    versionsOf("projects", uniId),
    // The banners that showed it: the delete unsets their link, a restore sets it again where still unset.
    { table: banners, where: eq(banners.foreignKey, uniId), keepRows: true, row: sql`json_object('uniId', ${banners.uniId})` },
    { table: projects, where: eq(projects.uniId, uniId) },
  ],
  alsoRemove: (db, uniId) => [...dropLinks("projects")(db, uniId), db.update(banners).set({ foreignKey: null }).where(eq(banners.foreignKey, uniId))],
  check: async (db, _payload, uniId) => takenIf(await rowExists(db, projects, eq(projects.uniId, uniId))),
  restore: (db, payload, uniId) => {
    const links = rowsOf(payload, banners).map((b) => String(b.uniId));
    return [
      ...insertRows(db, projects, payload),
      ...insertRows(db, projectDetails, payload),
      ...insertRows(db, units, payload),
      ...insertRows(db, priceLists, payload),
      ...insertRows(db, paymentPlans, payload),
      ...insertRows(db, progress, payload),
      ...insertRows(db, revisions, payload),
      ...(links.length ? [db.update(banners).set({ foreignKey: uniId }).where(and(inArray(banners.uniId, links), isNull(banners.foreignKey)))] : []),
    ];
  },
};

const details: TrashRows = {
  parts: (uniId) => [{ table: projectDetails, where: eq(projectDetails.uniId, uniId) }],
  check: async (db, payload, uniId) => {
    const owner = String(firstOf(payload, projectDetails)?.foreignKey);
    if (!(await rowExists(db, projects, eq(projects.uniId, owner)))) fail(409, `Its project ${owner} is not there: restore the project first.`);
    takenIf(await rowExists(db, projectDetails, eq(projectDetails.foreignKey, owner)), "This project has details again: delete them before restoring these.");
    takenIf(await rowExists(db, projectDetails, eq(projectDetails.uniId, uniId)));
  },
  restore: (db, payload) => insertRows(db, projectDetails, payload),
  // Details are part of their project's version (lib/item-kinds.ts): restoring them versions it.
  revision: (payload) => itemRevision("projects", String(firstOf(payload, projectDetails)?.foreignKey), { action: "update" }),
};

const banner: TrashRows = {
  parts: (uniId) => [versionsOf("banner", uniId), { table: banners, where: eq(banners.uniId, uniId) }],
  alsoRemove: dropLinks("banner"),
  check: async (db, _payload, uniId) => takenIf(await rowExists(db, banners, eq(banners.uniId, uniId))),
  // A banner whose project is gone since comes back unlinked, as the project's delete would have left it.
  restore: (db, payload, uniId) => [
    ...insertRows(db, banners, payload),
    ...insertRows(db, revisions, payload),
    db.update(banners).set({ foreignKey: null }).where(and(eq(banners.uniId, uniId), sql`not exists (select 1 from ${projects} where ${projects.uniId} = ${banners.foreignKey})`)),
  ],
};

/** A construction update with its versions; it comes back only to its project (restore that first). */
const progressUpdate: TrashRows = {
  parts: (uniId) => [versionsOf("progress", uniId), { table: progress, where: eq(progress.uniId, uniId) }],
  alsoRemove: dropLinks("progress"),
  check: async (db, payload, uniId) => {
    const owner = String(firstOf(payload, progress)?.projectUniId);
    if (!(await rowExists(db, projects, eq(projects.uniId, owner)))) fail(409, `Its project ${owner} is not there: restore the project first.`);
    takenIf(await rowExists(db, progress, eq(progress.uniId, uniId)));
  },
  restore: (db, payload) => [...insertRows(db, progress, payload), ...insertRows(db, revisions, payload)],
};

const detailsOf = (type: ContentType, uniId: string) => and(eq(contentDetails.contentType, type), eq(contentDetails.foreignKey, uniId))!;

function content(type: ContentType): TrashRows {
  const { table, segment } = contentKind(type);
  return {
    parts: (uniId) => [{ table: contentDetails, where: detailsOf(type, uniId) }, versionsOf(segment, uniId), { table, where: eq(table.uniId, uniId) }],
    alsoRemove: dropLinks(segment),
    check: async (db, _payload, uniId) => takenIf(await rowExists(db, table, eq(table.uniId, uniId))),
    restore: (db, payload) => [...insertRows(db, table, payload), ...insertRows(db, contentDetails, payload), ...insertRows(db, revisions, payload)],
  };
}

const ownerOf = (payload: Payload) => {
  const row = firstOf(payload, contentDetails);
  return { type: row?.contentType as ContentType, foreignKey: String(row?.foreignKey) };
};

const cnbDetails: TrashRows = {
  parts: (uniId) => [{ table: contentDetails, where: eq(contentDetails.uniId, uniId) }],
  check: async (db, payload, uniId) => {
    const { type, foreignKey } = ownerOf(payload);
    const { table, label } = contentKind(type);
    if (!(await rowExists(db, table, eq(table.uniId, foreignKey)))) fail(409, `Its ${label.toLowerCase()} ${foreignKey} is not there: restore it first.`);
    takenIf(await rowExists(db, contentDetails, detailsOf(type, foreignKey)), `This ${label.toLowerCase()} has details again: delete them before restoring these.`);
    takenIf(await rowExists(db, contentDetails, eq(contentDetails.uniId, uniId)));
  },
  restore: (db, payload) => insertRows(db, contentDetails, payload),
  revision: (payload) => {
    const { type, foreignKey } = ownerOf(payload);
    return itemRevision(CONTENT_TYPE_INFO[type].segment, foreignKey, { action: "update" });
  },
};

/** The Trash's kinds of published items and their details, by their API path. */
export const ITEM_TRASH = {
  projects: project,
  "project-details": details,
  banner,
  blog: content("blog"),
  "news-event": content("news_event"),
  coverage: content("coverage"),
  "cnb-details": cnbDetails,
  progress: progressUpdate,
} satisfies Record<string, TrashRows>;
