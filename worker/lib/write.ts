import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { z } from "zod";
import type { Db } from "../db/client";
import { assertDeclaredBody } from "../middleware/endpoint";
import type { AppEnv } from "../env";
import { registerUploads, type Stored, storeFiles } from "../storage/store";
import type { FileField } from "../storage/upload-rules";
import { bumpContentVersion, takedownStatements } from "./content-version";
import { type Change, changeBy, type LoggedChange, recordActivity } from "./activity";
import { type ParsedForm, readForm, validate } from "./form";
import { isJson, readJsonBody } from "./json-body";
import { type RevisionTarget, revisionStatements } from "./revisions";

/** One statement of a batch (an insert, update or delete not yet run). */
export type Statement = BatchItem<"sqlite">;

/**
 * Commits one change as ONE batch, which libSQL runs as one transaction: the row writes, the
 * activity-log row of the change (required: every staff write goes through here, so none goes
 * unlogged; right after the writes, so its `when` may read `changes()` of the last one), then the
 * uploads-registry rows of the files they point at, then `extra`, then the content-version bump
 * (the edge cache's purge, lib/content-version.ts).
 *
 * THE EXTRA-STATEMENTS HOOK: statements that must commit or fail together with the change are
 * passed as `extra` by the caller. Nothing that awaits R2 may run inside: files are stored before.
 *
 * `revision`: the item keeps this save as a version (lib/revisions.ts, issue 32), written by the same
 * batch: the row's first version ahead of the writes when it has none yet (so results start one
 * later), the new one behind the activity row.
 */
export async function commit(db: Db, writes: Statement[], opts: { stored?: Stored; extra?: Statement[]; activity: LoggedChange; revision?: RevisionTarget }) {
  if (!writes.length) return [];
  const revision = opts.revision ? revisionStatements(db, { action: opts.activity.action, ...opts.revision }, opts.activity.by, opts.activity.at) : null;
  // An item's take-down is recorded for every isolate's stale fallback (lib/content-version.ts);
  // its two results are taken out again, so callers' result indexes are unchanged.
  const takedown = takedownStatements(db, opts.activity);
  const before = [...(revision?.before ?? []), ...(takedown ? [takedown.before] : [])];
  const statements: Statement[] = [
    ...before,
    ...writes,
    recordActivity(db, opts.activity),
    ...(revision?.after ?? []),
    ...(opts.stored ? registerUploads(db, opts.stored) : []),
    ...(opts.extra ?? []),
    ...(takedown ? [takedown.after] : []),
    // Last, so callers' result indexes (`.returning()`) are unchanged; purges the edge cache.
    bumpContentVersion(db),
  ];
  const results = await db.batch(statements as [Statement, ...Statement[]]);
  if (takedown) {
    results.splice(results.length - 2, 1);
    results.splice(before.length - 1, 1);
  }
  return results;
}

export type FormWrite<S extends z.ZodType, R> = {
  /** The file fields the form may carry (name, R2 folder, accepted kinds). */
  files: FileField[];
  /** The contract schema; validated once, 422 with per-field messages. */
  schema: S;
  /** Menus also accept JSON (no files); every other form is multipart only. */
  acceptJson?: boolean;
  /** What the schema sees; by default the text fields. Lets a route validate its files with them. */
  fields?: (form: ParsedForm) => Record<string, unknown>;
  /** Checks that need the valid input (404, 409, 422), run before any file is stored. */
  check?: (input: z.output<S>, form: ParsedForm) => Promise<void> | void;
  /** The row writes, given the valid input and the stored files' /im paths per field. */
  write: (input: z.output<S>, paths: Record<string, string[]>) => Statement | Statement[];
  /** What changed, for the activity log (who and when are the request's user and clock). */
  activity: (input: z.output<S>) => Change;
  /** Statements to commit in the same batch (see `commit`). */
  extra?: (input: z.output<S>) => Statement[];
  /** The item this save versions (see `commit`). */
  revision?: RevisionTarget | ((input: z.output<S>) => RevisionTarget);
  /** A failed batch: usually `conflictOr(...)`, a unique index lost a race. Rethrow anything else. */
  onBatchError?: (err: unknown) => never;
  /** The answer, read after the batch; gets the input and the batch's results (for `.returning()`). */
  find: (input: z.output<S>, results: unknown[]) => Promise<R> | R;
};

/**
 * The one write path of every form: read the body -> validate -> check -> store files in R2 ->
 * one batch (writes + upload registry + extra) -> read the result back. A bad file or a failed
 * check writes nothing; a failed batch leaves only unreferenced files, which the sweep reclaims.
 */
export async function writeForm<S extends z.ZodType, R>(c: Context<AppEnv>, spec: FormWrite<S, R>): Promise<R> {
  const { db, bucket } = c.var;
  assertDeclaredBody(c, spec.schema, spec.files);
  const form: ParsedForm =
    spec.acceptJson && isJson(c) ? { fields: (await readJsonBody(c)) as Record<string, string>, files: {}, variants: [] } : await readForm(c, spec.files);
  const input = validate(spec.schema, spec.fields ? spec.fields(form) : form.fields);
  await spec.check?.(input, form);
  const stored = await storeFiles(bucket, spec.files, form.files, form.variants);
  const writes = spec.write(input, stored.paths);
  const results = await commit(db, Array.isArray(writes) ? writes : [writes], { stored, extra: spec.extra?.(input), activity: changeBy(c, spec.activity(input)), revision: typeof spec.revision === "function" ? spec.revision(input) : spec.revision }).catch(
    spec.onBatchError ?? rethrow,
  );
  return spec.find(input, results);
}

const rethrow = (err: unknown): never => {
  throw err;
};
