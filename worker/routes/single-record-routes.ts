import { asc, eq, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import type { z } from "zod";
import type { ActivityResource } from "../contract/activity";
import type { MenuId } from "../contract/roles";
import type { Db } from "../db/client";
import type { AppEnv } from "../env";
import { rowJson } from "../lib/item-kinds";
import { writeForm } from "../lib/write";
import { publicCache } from "../middleware/public-cache";
import type { FileField } from "../storage/upload-rules";
import { endpoint, multipart } from "../middleware/endpoint";

/** A table holding one record (more, if several were ever written: the first counts). */
type RecordTable = SQLiteTable & { id: SQLiteColumn };
type Row<T extends RecordTable> = T["$inferSelect"] & { id: number };

export type SingleRecordSpec<T extends RecordTable, S extends z.ZodType, R> = {
  table: T;
  /** The GET's answer (worker/pages/public-reads.ts), a 404 while no record exists; also what an edit answers. */
  read: (db: Db) => Promise<R>;
  /** The menu whose staff edit the record. */
  menu: MenuId;
  /** What GET /api/openapi.json says of the read and the edit. */
  summaries: { read: string; edit: string };
  files: FileField[];
  schema: S;
  /** The activity log's resource and label of an edit. */
  resource: ActivityResource;
  label: (input: z.output<S>, current: Row<T> | null) => string;
  /** The columns an edit sets, from the valid input and the stored files' /im paths. */
  fields: (input: z.output<S>, paths: Record<string, string[]>) => Partial<T["$inferInsert"]>;
  /** What the first edit starts from on a database without the record. */
  blank: (now: string) => Omit<T["$inferInsert"], "id" | "updatedAt">;
};

/**
 * GET / (public, cached) and PATCH / (staff) of a one-record resource (docs/product.md §7 about,
 * contactInformation). The PATCH goes through writeForm: it updates the record, or creates it on a
 * database that has none.
 */
export function singleRecordRoutes<T extends RecordTable, S extends z.ZodType, R>(spec: SingleRecordSpec<T, S, R>) {
  const { table } = spec;
  // drizzle cannot resolve a generic table's row type: the cast names it.
  const first = async (db: Db) => ((await db.select().from(table).orderBy(asc(table.id)).limit(1)) as Row<T>[])[0] ?? null;
  return new Hono<AppEnv>()
    .get("/", endpoint({ summary: spec.summaries.read, access: "public" }), publicCache, async (c) => c.json(await spec.read(c.var.db)))
    .patch("/", endpoint({ summary: spec.summaries.edit, access: [spec.menu], body: multipart(spec.schema, spec.files) }), async (c) => {
      const { db } = c.var;
      const current = await first(db);
      const now = c.var.now().toISOString();
      const updated = await writeForm(c, {
        files: spec.files,
        schema: spec.schema,
        activity: (input) => ({
          action: current ? "update" : "create",
          resource: spec.resource,
          // A created record's id is only known inside the batch.
          resourceId: current?.id ?? sql`(select max(id) from ${table})`,
          label: spec.label(input, current),
        }),
        write: (input, paths) => {
          const fields = spec.fields(input, paths);
          if (current) return db.update(table).set({ ...fields, updatedAt: now }).where(eq(table.id, current.id));
          return db.insert(table).values({ ...spec.blank(now), ...fields, updatedAt: now });
        },
        // Every save keeps a version of the record (issue 32), the first record being the one.
        revision: { resource: spec.resource, table, idColumn: table.id, where: sql`${table.id} = (select min(id) from ${table})`, snapshot: rowJson(table) },
        find: () => spec.read(db),
      });
      return c.json(updated);
    });
}
