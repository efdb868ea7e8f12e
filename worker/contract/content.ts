import { z } from "zod";
import type { ContentDetails } from "./cnb-details";
import { list, NEWS_TAGS, required, status } from "./fields";

/**
 * Blogs, coverage and news events (SPEC §3, §5, §7). `mainImage` is the multipart file field:
 * the route passes the uploaded File here so a missing image is reported with the other fields.
 * Its bytes are checked separately (storeFiles sniffs them).
 */
const title = required("Title is required", 300);
const mainDescription = list(100, 5000);
/** A form may send an empty string for "no new file". */
export const noFileAsUndefined = (v: unknown) => (v === "" ? undefined : v);

/** POST /blog/add and POST /coverage/add (multipart; mainImage is the file). */
export const contentCreate = z.strictObject({
  title,
  mainDescription: mainDescription.optional().transform((v) => v ?? []),
  mainImage: z.file({ error: "Image is required" }),
  status: status("Status is required"),
});

/** PATCH /blog/{id} and /coverage/{id}: absent fields stay unchanged, present ones must be valid. */
export const contentUpdate = z.strictObject({
  title: title.optional(),
  mainDescription: mainDescription.optional(),
  mainImage: z.preprocess(noFileAsUndefined, z.file({ error: "mainImage must be an image file" }).optional()),
  status: status("Status is required").optional(),
});

export const blogCreate = contentCreate;
export const blogUpdate = contentUpdate;
export const coverageCreate = contentCreate;
export const coverageUpdate = contentUpdate;

const tag = z
  .string({ error: "Tag is required" })
  .trim()
  .toLowerCase()
  .min(1, "Tag is required")
  .pipe(z.enum(NEWS_TAGS, { error: `Tag must be one of: ${NEWS_TAGS.join(", ")}` }));

/** POST /news-event/add: the content fields plus its tag. */
export const newsEventCreate = contentCreate.extend({ tag });
export const newsEventUpdate = contentUpdate.extend({ tag: tag.optional() });

/** A blog, coverage or news-event item as the API answers it. */
export type ContentItem = {
  id: number;
  uniId: string;
  title: string;
  mainDescription: string[];
  mainImage: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  /** News events only. */
  tag?: string;
  /** Its content-details record, or null when none was added. */
  details: ContentDetails | null;
};
