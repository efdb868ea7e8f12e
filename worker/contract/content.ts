import { z } from "zod";
import type { ContentDetails } from "./content-details";
import { list, required, status, twin } from "./fields";
import { type Schedule, scheduleFields } from "./schedule";

/**
 * Blogs, coverage and news events (docs/product.md §3, §5, §7). `mainImage` is the multipart file field:
 * the route passes the uploaded File here so a missing image is reported with the other fields.
 * Its bytes are checked separately (storeFiles sniffs them).
 */
const title = required("Title is required", 300);
const mainDescription = list(100, 5000);
/** The Bengali twins (docs/product.md §3): optional, empty clears. */
const twins = { titleBn: twin(300), mainDescriptionBn: mainDescription.optional() };
/** A form may send an empty string for "no new file". */
export const noFileAsUndefined = (v: unknown) => (v === "" ? undefined : v);

/** POST /{blog|coverage|news-event}/add (multipart; mainImage is the file): the fields all three share. */
export const contentCreate = z.strictObject({
  title,
  mainDescription: mainDescription.optional().transform((v) => v ?? []),
  mainImage: z.file({ error: "Image is required" }),
  status: status("Status is required"),
  ...twins,
  ...scheduleFields,
});

/** PATCH /{blog|coverage|news-event}/{id}: absent fields stay unchanged, present ones must be valid. */
export const contentUpdate = z.strictObject({
  title: title.optional(),
  mainDescription: mainDescription.optional(),
  mainImage: z.preprocess(noFileAsUndefined, z.file({ error: "mainImage must be an image file" }).optional()),
  status: status("Status is required").optional(),
  ...twins,
  ...scheduleFields,
});

/** A blog, coverage or news-event item as the API answers it. */
export type ContentItem = Schedule & {
  id: number;
  uniId: string;
  title: string;
  /** Bengali twins: empty until translated (docs/product.md §3). */
  titleBn: string;
  mainDescription: string[];
  mainDescriptionBn: string[];
  mainImage: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  /** News events only. */
  tag?: string;
  /** Its content-details record, or null when none was added. */
  details: ContentDetails | null;
};
