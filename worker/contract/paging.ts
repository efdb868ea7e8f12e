import { z } from "zod";

/**
 * Optional server paging of the staff lists that grow without bound (messages, projects, users).
 * Without `page` a list answers as it always has (the whole array); with it, one page and the
 * total. `q` searches on the server (what it matches is per list, written on its route).
 */
export const PAGE_SIZE_MAX = 100;

export const pageQuery = z.strictObject({
  page: z.coerce.number({ error: "page must be a whole number from 1" }).int("page must be a whole number from 1").min(1, "page must be a whole number from 1").optional(),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
    .int(`pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
    .min(1, `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
    .max(PAGE_SIZE_MAX, `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
    .default(10),
  q: z.string().trim().max(100, "q must be at most 100 characters").default(""),
});
export type PageQuery = z.output<typeof pageQuery>;

/** One page of a list, with the count of every row that matches `q`. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
