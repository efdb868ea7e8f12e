import { z } from "zod";
import { totalCount } from "../db/schema/total-count";
import { tableSchema } from "./table-schema";

export const TOTAL_COUNT_ID = 1;
export const MAX_COUNT = 1_000_000;
export const COUNT_FIELDS = [
  "totalProject",
  "totalFlat",
  "handoverProject",
  "constructionProject",
  "handoverFlat",
  "constructionFlat",
] as const;

/** A whole number 0..1,000,000; a digits-only string (from a number input) is accepted too. */
const count = z
  .union([z.number(), z.string().trim().regex(/^\d{1,7}$/, "Must be a whole number").transform(Number)], {
    error: "Must be a whole number",
  })
  .pipe(z.number().int("Must be a whole number").min(0, "Must not be negative").max(MAX_COUNT, `Must be at most ${MAX_COUNT}`));

/** PATCH /total-count/{id} (JSON): id 1 and the six figures, from the table; a figure left out keeps its value. */
export const totalCountUpdate = tableSchema(totalCount, {
  id: z.literal(TOTAL_COUNT_ID, { error: "Only the record with id 1 exists" }).optional(),
  totalProject: count.optional(),
  totalFlat: count.optional(),
  handoverProject: count.optional(),
  constructionProject: count.optional(),
  handoverFlat: count.optional(),
  constructionFlat: count.optional(),
});

/** docs/product.md §3: reads answer a list whose first item holds the figures. */
export type TotalCount = { id: number } & Record<(typeof COUNT_FIELDS)[number], number>;
