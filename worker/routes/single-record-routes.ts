import { asc, eq, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import type { z } from "zod";
import { pathOf, type PathOf, RESOURCES } from "../contract/resources";
import type { Db } from "../db/client";
import type { AppEnv } from "../env";
import { rowJson } from "../lib/item-kinds";
import { publicReads } from "../pages/public-reads";
import { writeForm } from "../lib/write";
import { publicCache } from "../middleware/public-cache";
import type { FileField } from "../storage/upload-rules";
import { endpoint, multipart } from "../middleware/endpoint";

/** A table holding one record (more, if several were ever written: the first counts). */
type RecordTable = SQLiteTable & { id: SQLiteColumn };
type Row<T extends RecordTable> = T["$inferSelect"] & { id: number };

/** The one-record resources of the registry (contract/resources.ts). */
export type SingleRecordName = "about" | "contact-information";

export type SingleRecordSpec<T extends RecordTable, S extends z.ZodType> = {
  table: T;
  /** What GET /api/openapi.json says of the read and the edit. */
  summaries: { read: string; edit: string };
  files: FileField[];
  schema: S;
  /** The activity log's label of an edit. */
  label: (input: z.output<S>, current: Row<T> | null) => string;
  /** The columns an edit sets, from the valid input and the stored files' /im paths. */
  fields: (input: z.output<S>, paths: Record<string, string[]>) => Partial<T["$inferInsert"]>;
  /** What the first edit starts from on a database without the record. */
  blank: (now: string) => Omit<T["$inferInsert"], "id" | "updatedAt">;
};

/**
 * GET / (public, cached) and PATCH / (staff) of a one-record resource (docs/product.md §7 about,
 * contactInformation). The registry names its menu and its path, which is also its public read's name
 * (worker/pages/public-reads.ts: a 404 while no record exists; also what an edit answers). The PATCH
 * goes through writeForm: it updates the record, or creates it on a database that has none.
 */
export function singleRecordRoutes<N extends SingleRecordName, T extends RecordTable, S extends z.ZodType>(resource: N, spec: SingleRecordSpec<T, S>) {
  const { table } = spec;
  const read = (db: Db) => publicReads[pathOf(resource)](db) as Promise<Awaited<ReturnType<(typeof publicReads)[PathOf<N>]>>>;
  const menu = RESOURCES[resource].menu;
  // drizzle cannot resolve a generic table's row type: the cast names it.
  const first = async (db: Db) => ((await db.select().from(table).orderBy(asc(table.id)).limit(1)) as Row<T>[])[0] ?? null;
  return new Hono<AppEnv>()
    .get("/", endpoint({ summary: spec.summaries.read, access: "public" }), publicCache, async (c) => c.json(await read(c.var.db)))
    .patch("/", endpoint({ summary: spec.summaries.edit, access: [menu], body: multipart(spec.schema, spec.files) }), async (c) => {
      const { db } = c.var;
      const current = await first(db);
      const now = c.var.now().toISOString();
      const updated = await writeForm(c, {
        files: spec.files,
        schema: spec.schema,
        activity: (input) => ({
          action: current ? "update" : "create",
          resource,
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
        revision: { resource, table, idColumn: table.id, where: sql`${table.id} = (select min(id) from ${table})`, snapshot: rowJson(table) },
        find: () => read(db),
      });
      return c.json(updated);
    });
}
