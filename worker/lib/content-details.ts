import { and, eq, or, sql } from "drizzle-orm";
import type { ContentDetails } from "../contract/content-details";
import type { ContentType } from "../contract/content-types";
import type { Db } from "../db/client";
import { contentDetails } from "../db/schema/index";
import { contentKind } from "./content";
import { fail } from "./errors";

/** A content-details record by its own uniId or its owner's uniId; 404 when absent. */
export async function findContentDetails(db: Db, id: string): Promise<ContentDetails> {
  const [found] = await db
    .select()
    .from(contentDetails)
    .where(or(eq(contentDetails.uniId, id), eq(contentDetails.foreignKey, id)))
    .orderBy(sql`${contentDetails.uniId} = ${id} desc`, contentDetails.id)
    .limit(1);
  if (!found) fail(404, "Details not found.");
  return found;
}

/**
 * 422 unless the owner exists in the table of its content type; 409 when it already has details.
 * Answers the owner's status: details of an approved item are live (lib/approval.ts assertMayChangeLive).
 */
export async function assertMayAddDetails(db: Db, type: ContentType, foreignKey: string): Promise<string> {
  const { table, label } = contentKind(type);
  const [[owner], [existing]] = await db.batch([
    db.select({ status: table.status }).from(table).where(eq(table.uniId, foreignKey)).limit(1),
    db
      .select({ uniId: contentDetails.uniId })
      .from(contentDetails)
      .where(and(eq(contentDetails.contentType, type), eq(contentDetails.foreignKey, foreignKey)))
      .limit(1),
  ]);
  if (!owner) fail(422, `${label} not found.`, { foreignKey: [`No ${label.toLowerCase()} has this id`] });
  if (existing) fail(409, detailsTaken(type));
  return owner.status;
}

/** The status of the item the details belong to (null if it is gone): approved makes them live. */
export async function ownerStatus(db: Db, details: Pick<ContentDetails, "contentType" | "foreignKey">): Promise<string | null> {
  const { table } = contentKind(details.contentType);
  const [owner] = await db.select({ status: table.status }).from(table).where(eq(table.uniId, details.foreignKey)).limit(1);
  return owner?.status ?? null;
}

export const detailsTaken = (type: ContentType) => `This ${contentKind(type).label.toLowerCase()} already has details: edit them instead.`;

/** The delete that goes with its owner's: no SQL foreign key can point into three tables. */
export const deleteDetailsOf = (db: Db, type: ContentType, foreignKey: string) =>
  db.delete(contentDetails).where(and(eq(contentDetails.contentType, type), eq(contentDetails.foreignKey, foreignKey)));
