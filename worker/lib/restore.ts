import { and, eq, getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Revision } from "../contract/revisions";
import type { ItemResource } from "../contract/revisions";
import { contentTypeOfSegment } from "../contract/content-types";
import { RESOURCES } from "../contract/resources";
import type { Db } from "../db/client";
import { contentDetails, projectDetails, projects } from "../db/schema/index";
import { newUniId } from "./ids";
import { ITEM_KINDS, NOT_RESTORED } from "./item-kinds";
import type { Statement } from "./write";

/** The columns of `table` a version holds and a restore copies back; keys the table no longer has are ignored. */
function restorable(table: SQLiteTable, snapshot: Record<string, unknown>, skip: Set<string>) {
  const columns = getTableColumns(table);
  return Object.fromEntries(Object.entries(snapshot).filter(([key]) => key in columns && !skip.has(key)));
}

const DETAILS_SKIP = new Set([...NOT_RESTORED, "foreignKey", "contentType"]);

/**
 * The writes of a restore (issue 32): the version's fields over the item's, with `status` (the restore
 * decides it), the schedule kept. Its details (a project's, a blog's, news event's or coverage item's) come
 * back with it: updated, or added again when they were deleted since; details added since are left. A
 * banner's project is kept only if it still exists.
 */
export async function restoreWrites(db: Db, resource: ItemResource, uniId: string, revision: Revision, status: string, now: string): Promise<Statement[]> {
  const { table } = ITEM_KINDS[resource];
  const fields = restorable(table, revision.snapshot, NOT_RESTORED);
  if (resource === "banner" && typeof fields.foreignKey === "string") {
    const [project] = await db.select({ uniId: projects.uniId }).from(projects).where(eq(projects.uniId, fields.foreignKey));
    if (!project) fields.foreignKey = null;
  }
  const writes: Statement[] = [db.update(table).set({ ...fields, status, updatedAt: now }).where(eq(table.uniId, uniId))];
  const details = revision.snapshot.details as Record<string, unknown> | null | undefined;
  if (resource === "projects" && details) {
    const values = restorable(projectDetails, details, DETAILS_SKIP);
    const [existing] = await db.select({ uniId: projectDetails.uniId }).from(projectDetails).where(eq(projectDetails.foreignKey, uniId));
    writes.push(
      existing
        ? db.update(projectDetails).set({ ...values, updatedAt: now }).where(eq(projectDetails.uniId, existing.uniId))
        : db.insert(projectDetails).values({ ...(values as typeof projectDetails.$inferInsert), uniId: newUniId(RESOURCES["project-details"].prefix), foreignKey: uniId, createdAt: now, updatedAt: now }),
    );
  }
  const type = contentTypeOfSegment(resource);
  if (type && details) {
    const values = restorable(contentDetails, details, DETAILS_SKIP);
    const owned = and(eq(contentDetails.contentType, type), eq(contentDetails.foreignKey, uniId));
    const [existing] = await db.select({ uniId: contentDetails.uniId }).from(contentDetails).where(owned);
    writes.push(
      existing
        ? db.update(contentDetails).set({ ...values, updatedAt: now }).where(eq(contentDetails.uniId, existing.uniId))
        : db.insert(contentDetails).values({ ...(values as typeof contentDetails.$inferInsert), uniId: newUniId(RESOURCES["content-details"].prefix), foreignKey: uniId, contentType: type, createdAt: now, updatedAt: now }),
    );
  }
  return writes;
}

