import { z } from "zod";
import type { ContentDetails } from "./content-details";
import { blogs } from "../db/schema/blogs";
import { list, required, status } from "./fields";
import { scheduleFields } from "./schedule";
import { tableSchema } from "./table-schema";

/**
 * Blogs, coverage and news events (docs/product.md §3, §5, §7). `mainImage` is the multipart file field:
 * the route passes the uploaded File here so a missing image is reported with the other fields.
 * Its bytes are checked separately (storeFiles sniffs them).
 */
const mainDescription = list(100, 5000);
/** A form may send an empty string for "no new file". */
export const noFileAsUndefined = (v: unknown) => (v === "" ? undefined : v);

/**
 * POST /{blog|coverage|news-event}/add (multipart; mainImage is the file): the fields all three share,
 * from the blogs table (coverage and news events have the same columns). The twins titleBn and
 * mainDescriptionBn follow from it; the API has them after status.
 */
export const contentCreate = tableSchema(
  blogs,
  {
    title: required("Title is required", 300),
    mainDescription: mainDescription.optional().transform((v) => v ?? []),
    mainImage: z.file({ error: "Image is required" }),
    status: status("Status is required"),
    ...scheduleFields,
  },
  { twinsAfter: "status" },
);

/** PATCH /{blog|coverage|news-event}/{id}: absent fields stay unchanged, present ones must be valid; the image is optional. */
export const contentUpdate = contentCreate.partial().extend({
  mainImage: z.preprocess(noFileAsUndefined, z.file({ error: "mainImage must be an image file" }).optional()),
});

/** A blog, coverage or news-event item as the API answers it. */
export type ContentItem = typeof blogs.$inferSelect & {
  /** News events only. */
  tag?: string;
  /** Its content-details record, or null when none was added. */
  details: ContentDetails | null;
};
