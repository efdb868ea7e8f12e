import { DETAIL_FILE_LABELS, MAX_FILES_PER_FIELD, type ProjectDetails } from "../contract/project-details";
import { fail } from "./errors";
import { type FileField, IMAGE, PDF } from "../storage/upload-rules";

/** The details' file fields (the write path stores their uploads), and the rules on how many each holds. */
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
