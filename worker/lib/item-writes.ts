import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import type { ItemResource } from "../contract/revisions";
import type { StatusName } from "../contract/resources";
import type { Schedule } from "../contract/schedule";
import type { TrashResource } from "../contract/trash";
import type { AppEnv } from "../env";
import type { FileField } from "../storage/upload-rules";
import { changeBy } from "./activity";
import { assertMayChangeLive, checkItemSave, scheduledBy } from "./approval";
import type { ParsedForm } from "./form";
import { ITEM_KINDS } from "./item-kinds";
import { itemRevision } from "./revisions";
import { moveToTrash } from "./trash";
import { commit, writeForm } from "./write";

/** A publishable item as its routes hold it: its id, its status and its schedule. */
type Item = Schedule & { uniId: string; status: string };

/**
 * The edit of a publishable item (a project, banner, blog, coverage, news event or progress update): the one write
 * path (lib/write.ts) with the item's own rules. The route's `check` runs first (a banner's project
 * must exist), then the status, schedule and approval rules (lib/approval.ts); the row takes the valid
 * fields, its schedule and, when one came, its file; the save is logged and versioned.
 */
export function updateItem<S extends z.ZodType, R>(
  c: Context<AppEnv>,
  item: {
    kind: ItemResource;
    current: Item;
    /** The file column a new upload replaces (a form without one keeps the stored file). */
    file: string;
    files: FileField[];
    schema: S;
    fields?: (form: ParsedForm) => Record<string, unknown>;
    check?: (input: z.output<S>) => Promise<void> | void;
    label: (input: z.output<S>) => string;
    find: (uniId: string) => Promise<R>;
  },
): Promise<R> {
  const { table, activity } = ITEM_KINDS[item.kind];
  const { uniId } = item.current;
  return writeForm(c, {
    files: item.files,
    schema: item.schema,
    fields: item.fields,
    check: async (input) => {
      await item.check?.(input);
      await checkItemSave(c, activity as StatusName, input as z.output<S> & { status?: string }, item.current);
    },
    write: (input, paths) => {
      const { [item.file]: _upload, ...fields } = input as Record<string, unknown>;
      // A multiple field's uploads replace its list (a progress update's photos); one file replaces the path.
      const multiple = item.files.find((f) => f.name === item.file)?.multiple;
      const uploaded = paths[item.file] ?? [];
      const stored = uploaded.length ? (multiple ? uploaded : uploaded[0]) : undefined;
      const set = { ...fields, ...scheduledBy(c, input as Parameters<typeof scheduledBy>[1]), ...(stored ? { [item.file]: stored } : {}), updatedAt: c.var.now().toISOString() };
      // The kind's real table (ITEM_KINDS types the three content tables' shared columns): the schema holds its fields.
      return c.var.db.update(table).set(set as never).where(eq(table.uniId, uniId));
    },
    activity: (input) => ({ action: "update", resource: activity, resourceId: uniId, label: item.label(input) }),
    revision: itemRevision(item.kind, uniId),
    find: () => item.find(uniId),
  });
}

/**
 * The delete of a publishable item: to the Trash with its details and versions (lib/trash.ts,
 * docs/decisions.md "Trash"), one batch with its activity entry. An approved item is live: while
 * approval is required only an approver takes it down (issue 41).
 */
export async function trashItem(c: Context<AppEnv>, kind: ItemResource & TrashResource, current: Item, label: string) {
  await assertMayChangeLive(c, current.status);
  const activity = changeBy(c, { action: "delete", resource: ITEM_KINDS[kind].activity, resourceId: current.uniId, label });
  await commit(c.var.db, moveToTrash(c.var.db, kind, current.uniId, label, activity), { activity });
  return c.json({ deleted: current.uniId });
}
