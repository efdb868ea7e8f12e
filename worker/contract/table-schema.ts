import { getTableColumns, type Table } from "drizzle-orm";
import { z } from "zod";
import { list, twin } from "./fields";

/**
 * A resource's create schema from its drizzle table (issue 44, docs/decisions.md "One definition per
 * resource"). The table is the one statement of the fields; the contract adds only what a column cannot
 * say: each API field's rule and message (docs/product.md §5), in the API's order. A rule for a field the
 * table lacks fails the type check. Columns without a rule (id, uniId, timestamps, stored file paths) are
 * not API fields. (drizzle-zod's createInsertSchema would hand every rule back unchanged, since each field
 * has a product rule, and brings every dialect's column classes into the dashboard: +70 KB gzip.)
 *
 * A column `{field}Bn` beside a ruled `field` is its Bengali twin (docs/product.md §3): its rule follows
 * from the English one (same length limits, optional, empty clears), so no contract restates it. The
 * update schema is then `create.partial()`, the same rules with every field optional.
 */
type Columns<T extends Table> = T["_"]["columns"];
type Rules<T extends Table> = { [K in keyof T["$inferInsert"]]?: z.ZodType };
/** Rules only for the table's fields: another key is typed `never`, so it fails the check. */
type OnlyColumns<T extends Table, R> = R & { [K in Exclude<keyof R, keyof T["$inferInsert"]>]: never };

/** A list column's twin keeps the English list rule; a text column's is `twin(max)`. */
type TwinRule<C> = C extends { _: { data: string[] } } ? z.ZodOptional<ReturnType<typeof list>> : ReturnType<typeof twin>;
type TwinShape<T extends Table, R> = {
  [K in keyof Columns<T> & string as K extends `${infer E}Bn` ? (E extends keyof R ? K : never) : never]: TwinRule<Columns<T>[K]>;
};

type Options = {
  /** Where the twins stand: each beside its English field (default), or all after the named field. */
  twinsAfter?: string;
};

/** A list's item limit, and its items' length limit when they are texts with one. */
const listLimits = (items: z.ZodArray) => {
  const length = items.element instanceof z.ZodString ? items.element.maxLength : null;
  // An array's max() is a check of its definition (zod 4 keeps no maxLength on arrays).
  const max = items._zod.def.checks?.map((c) => c._zod.def as { check: string; maximum?: number }).find((d) => d.check === "max_length");
  return length === null ? null : { items: max?.maximum, length };
};

/**
 * The twin of a rule: the text or list under its optional, default, transform and pipe wrappers, with the
 * same limits and nothing required (a required list's twin may be empty).
 */
function twinRule(rule: z.ZodType, field: string): z.ZodType {
  let s: z.ZodType = rule;
  for (;;) {
    const limits = s instanceof z.ZodPipe && s.out instanceof z.ZodArray ? listLimits(s.out) : null;
    if (limits) return list(limits.items, limits.length).optional();
    if (s instanceof z.ZodOptional || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
    else if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else if (s instanceof z.ZodString && s.maxLength !== null) return twin(s.maxLength);
    else throw new Error(`${field}: its Bengali twin needs a text with a maximum length or a list`);
  }
}

export function tableSchema<T extends Table, R extends Rules<T>>(table: T, rules: OnlyColumns<T, R>, options: Options = {}) {
  const ruled = rules as Record<string, z.ZodType>;
  const columns = getTableColumns(table);
  const twins = Object.keys(rules)
    .filter((field) => `${field}Bn` in columns && !(`${field}Bn` in rules))
    .map((field) => [`${field}Bn`, twinRule(ruled[field]!, field)] as const);
  const shape: Record<string, z.ZodType> = {};
  for (const field of Object.keys(rules)) {
    shape[field] = ruled[field]!;
    if (options.twinsAfter === undefined) for (const [key, rule] of twins.filter(([k]) => k === `${field}Bn`)) shape[key] = rule;
    if (options.twinsAfter === field) for (const [key, rule] of twins) shape[key] = rule;
  }
  return z.strictObject(shape as { [K in keyof R]: NonNullable<R[K]> } & TwinShape<T, R>);
}
