import { eq, sql } from "drizzle-orm";
import type { ItemResource } from "../contract/revisions";
import type { Db } from "../db/client";
import { fail } from "./errors";
import { ITEM_KINDS } from "./item-kinds";
import { findProject } from "./projects";

/** The fields of an item issue 32's routes need and its public page, by its uniId (a project also by its details' uniId); 404 when none. */
export async function findItem(db: Db, resource: ItemResource, id: string) {
  const kind = ITEM_KINDS[resource];
  const uniId = resource === "projects" ? (await findProject(db, id)).uniId : id;
  const { table } = kind;
  const [row] = await db
    .select({ uniId: table.uniId, status: table.status, label: kind.labelColumn, owner: sql<string | null>`${kind.owner}`, publishAt: table.publishAt, unpublishAt: table.unpublishAt, scheduledBy: table.scheduledBy })
    .from(table)
    .where(eq(table.uniId, uniId));
  if (!row) fail(404, "Item not found.");
  return { ...row, label: String(row.label ?? ""), path: kind.path(row.uniId, row.owner) };
}

/** The item as its own routes answer it (lib/item-kinds.ts `find`: a project without its details, a banner with its project, content with its details). */
export function answerItem(db: Db, resource: ItemResource, uniId: string): Promise<unknown> {
  return ITEM_KINDS[resource].find(db, uniId);
}
