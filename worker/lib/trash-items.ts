import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { CONTENT_TYPE_INFO, type ContentType } from "../contract/content-types";
import { banners, contentDetails, paymentPlans, priceLists, projectDetails, projects, revisions, units } from "../db/schema/index";
import { contentKind } from "./content";
import { fail } from "./errors";
import { itemRevision } from "./revisions";
import { ownedParts, ownedTables, trashOf } from "./attachments";
import { dropLinks, firstOf, insertRows, type Payload, rowExists, rowsOf, takenIf, type TrashRows, versionsOf } from "./trash-rows";

const project: TrashRows = {
  parts: (uniId) => [
    { table: projectDetails, where: eq(projectDetails.foreignKey, uniId) },
    // Its flats, price lists and plans (issue 45) go and come back with it.
    { table: units, where: eq(units.projectUniId, uniId) },
    { table: priceLists, where: eq(priceLists.projectUniId, uniId) },
    { table: paymentPlans, where: eq(paymentPlans.projectUniId, uniId) },
    // The items that are part of it (construction updates, issue 45 item 4), with their versions.
    ...ownedParts("projects", uniId),
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
      ...ownedTables("projects").flatMap((table) => insertRows(db, table, payload)),
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
  // The resources that bring their own (lib/attachments.ts).
  ...trashOf(),
} satisfies Record<string, TrashRows>;
