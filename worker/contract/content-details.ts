import { z } from "zod";
import type { contentDetails } from "../db/schema/content-details";
import { noFileAsUndefined } from "./content";
import { CONTENT_TYPES } from "./content-types";
import { list, required, safeLink, youtubeEmbed } from "./fields";

const contentType = z
  .string({ error: "Content type is required" })
  .trim()
  .toLowerCase()
  .min(1, "Content type is required")
  .transform((v) => v.replace(/[\s-]+/g, "_"))
  .pipe(z.enum(CONTENT_TYPES, { error: `Content type must be one of: ${CONTENT_TYPES.join(", ")}` }));

const detailsDescription = list(200, 5000);
/** The multipart file field `images` (several files); bytes are checked by storeFiles. */
export const MAX_DETAILS_IMAGES = 20;
const images = z.preprocess(
  noFileAsUndefined,
  z.array(z.file({ error: "images must be image files" })).max(MAX_DETAILS_IMAGES, `At most ${MAX_DETAILS_IMAGES} images`).optional(),
);
const optionalType = z.preprocess(noFileAsUndefined, contentType.optional());

/**
 * POST /cnb-details/add (multipart; `images` is the file field, several files allowed).
 * cnbStatus carries the content type (docs/product.md §7). docs/product.md §5: only the content type is required.
 */
export const contentDetailsCreate = z.strictObject({
  foreignKey: required("Foreign key is required", 64),
  cnbStatus: contentType,
  detailsDescription: detailsDescription.optional().transform((v) => v ?? []),
  detailsDescriptionBn: detailsDescription.optional(),
  projectLink: safeLink.optional().transform((v) => v ?? ""),
  youtubeLink: youtubeEmbed.optional().transform((v) => v ?? ""),
  images,
});

/**
 * PATCH /cnb-details/{id}. foreignKey and contentType (or cnbStatus) are accepted because the
 * form resends them, but details cannot move to another item: they must name the current owner.
 * New `images` replace the whole list; without files the list is unchanged.
 */
export const contentDetailsUpdate = z.strictObject({
  foreignKey: z.string().trim().max(64).optional(),
  contentType: optionalType,
  cnbStatus: optionalType,
  detailsDescription: detailsDescription.optional(),
  detailsDescriptionBn: detailsDescription.optional(),
  projectLink: safeLink.optional(),
  youtubeLink: youtubeEmbed.optional(),
  images,
});

/** A content-details record as the API answers it. */
/** A content-details record as the API answers it: its row (the Bengali twin empty until translated). */
export type ContentDetails = typeof contentDetails.$inferSelect;
