import { eq, or } from "drizzle-orm";
import { DETAIL_FILE_LABELS, MAX_FILES_PER_FIELD, type ProjectDetails } from "../contract/project-details";
import type { Db } from "../db/client";
import { projectDetails } from "../db/schema/index";
import { fail } from "./errors";
import { type FileField, IMAGE, PDF } from "../storage/upload-rules";

export const detailFiles: FileField[] = [
  { name: "headerImage", folder: "projectImages", rule: IMAGE, multiple: true },
  { name: "floorPlan", folder: "projectImages", rule: IMAGE, multiple: true },
  { name: "historyImage", folder: "projectImages", rule: IMAGE, multiple: true },
  { name: "brochure", folder: "projectImages", rule: PDF, multiple: true },
];

type FileName = keyof typeof DETAIL_FILE_LABELS;

type Kept = Partial<Record<FileName, string[]>>;

/** 422 when a file field would hold more than MAX_FILES_PER_FIELD files (kept plus new), or (on create) none at all. */
export function checkFileCounts(files: Record<string, File[]>, requireAll: boolean, kept: Kept = {}) {
  const issues: Record<string, string[]> = {};
  for (const [name, label] of Object.entries(DETAIL_FILE_LABELS) as [FileName, string][]) {
    const count = (files[name]?.length ?? 0) + (kept[name]?.length ?? 0);
    if (requireAll && count === 0) issues[name] = [`${label} is required`];
    if (count > MAX_FILES_PER_FIELD) issues[name] = [`At most ${MAX_FILES_PER_FIELD} files`];
  }
  const first = Object.values(issues)[0]?.[0];
  if (first) fail(422, first, issues);
}

/**
 * The new file lists of a request. A field named in `kept` (edit) becomes the stored files it names,
 * in their stored order, then the new ones; any other field that received files is replaced by them.
 */
export function fileLists(paths: Record<string, string[]>, current?: ProjectDetails, kept: Kept = {}): Partial<Record<FileName, string[]>> {
  const out: Partial<Record<FileName, string[]>> = {};
  for (const name of Object.keys(DETAIL_FILE_LABELS) as FileName[]) {
    const added = paths[name] ?? [];
    const keep = kept[name];
    if (keep && current) out[name] = [...current[name].filter((p) => keep.includes(p)), ...added];
    else if (added.length) out[name] = added;
  }
  return out;
}

/** Details by their own uniId or by their project's uniId (foreignKey). */
export async function findProjectDetails(db: Db, id: string): Promise<ProjectDetails> {
  const found = await findProjectDetailsOrNull(db, id);
  if (!found) fail(404, "Project details not found.");
  return found;
}

export async function findProjectDetailsOrNull(db: Db, id: string): Promise<ProjectDetails | null> {
  const [found] = await db
    .select()
    .from(projectDetails)
    .where(or(eq(projectDetails.uniId, id), eq(projectDetails.foreignKey, id)))
    .limit(1);
  return found ?? null;
}
