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

/** 422 when a file field holds more than MAX_FILES_PER_FIELD files, or (on create) none at all. */
export function checkFileCounts(files: Record<string, File[]>, requireAll: boolean) {
  const issues: Record<string, string[]> = {};
  for (const [name, label] of Object.entries(DETAIL_FILE_LABELS)) {
    const count = files[name]?.length ?? 0;
    if (requireAll && count === 0) issues[name] = [`${label} is required`];
    if (count > MAX_FILES_PER_FIELD) issues[name] = [`At most ${MAX_FILES_PER_FIELD} files`];
  }
  const first = Object.values(issues)[0]?.[0];
  if (first) fail(422, first, issues);
}

/** The new file lists of a request: a field that received files replaces its list. */
export function fileLists(paths: Record<string, string[]>): Partial<Record<FileName, string[]>> {
  const out: Partial<Record<FileName, string[]>> = {};
  for (const name of Object.keys(DETAIL_FILE_LABELS) as FileName[]) {
    if (paths[name]?.length) out[name] = paths[name];
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
