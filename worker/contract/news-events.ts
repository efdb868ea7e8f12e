import { z } from "zod";
import { NEWS_TAGS } from "./constants";
import { contentCreate, contentUpdate } from "./content";

const tag = z
  .string({ error: "Tag is required" })
  .trim()
  .toLowerCase()
  .min(1, "Tag is required")
  .pipe(z.enum(NEWS_TAGS, { error: `Tag must be one of: ${NEWS_TAGS.join(", ")}` }));

/** POST /news-event/add: the content fields plus its tag, "news" or "event" (docs/product.md §5). */
export const newsEventCreate = contentCreate.extend({ tag });
export const newsEventUpdate = contentUpdate.extend({ tag: tag.optional() });
