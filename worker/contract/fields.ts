import { z } from "zod";
import { toList } from "./lists";
import { CATEGORIES, isHttpsLink, isPhone, isSitePath, normalizePhone, parseLocationCode, PHONE_MESSAGE, STATUSES } from "./constants";

/** Field builders shared by every schema, on both sides. Messages follow docs/product.md §5. */

export const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max = 2000) => z.string().trim().max(max, `Must be at most ${max} characters`);

export const status = (message = "Status is required") =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .min(1, message)
    .pipe(z.enum(STATUSES, { error: `Status must be one of: ${STATUSES.join(", ")}` }));

export const category = (message = "category is required") =>
  z.string({ error: message }).trim().min(1, message).pipe(z.enum(CATEGORIES, { error: `category must be one of: ${CATEGORIES.join(", ")}` }));

export { toList } from "./lists";

/**
 * The Bengali twin `{field}Bn` of a staff-written text (docs/product.md §3): always optional, empty
 * clears it, same length limit as its English field. List twins use `list` with the English limits.
 */
export const twin = (max: number) => optionalText(max).optional();

export const list = (maxItems = 100, maxItemLength = 5000) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform(toList)
    .pipe(z.array(z.string().max(maxItemLength, `Each item must be at most ${maxItemLength} characters`)).max(maxItems, `At most ${maxItems} items`));

export const locationCode = z
  .string()
  .trim()
  .max(64)
  .refine((v) => v === "" || parseLocationCode(v) !== null, {
    message: "Location code must be two comma-separated numbers: latitude (-90 to 90), longitude (-180 to 180)",
  })
  .transform((v) => (v === "" ? null : v.split(",").map((p) => p.trim()).join(",")));

/** A required phone field: the one phone rule of phone.ts, stored normalised (E.164). */
export const phone = (message = "Phone is required", max = 40) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .max(max, { message: PHONE_MESSAGE, abort: true })
    .refine(isPhone, { message: PHONE_MESSAGE })
    .transform((v) => normalizePhone(v) ?? v);

export const email = (message = "Email is required") =>
  z.string({ error: message }).trim().min(1, message).max(254).pipe(z.email({ error: "Enter a valid email address" }));

/** Links that end up in iframes: only https YouTube embeds and Google Maps embeds. */
export const YOUTUBE_EMBED = /^https:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{6,20}(\?[A-Za-z0-9_=&.-]*)?$/;
export const MAPS_EMBED = /^https:\/\/(www\.google\.com\/maps\/embed\?|maps\.google\.com\/maps\?)[^\s"'<>]*$/;

export const youtubeEmbed = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === "" || YOUTUBE_EMBED.test(v), { message: "Use a YouTube embed link (https://www.youtube.com/embed/…)" });

export const mapEmbed = z
  .string()
  .trim()
  .max(4000)
  .refine((v) => v === "" || MAPS_EMBED.test(v), { message: "Use a Google Maps embed link (https://www.google.com/maps/embed?…)" });

/** A link to another page of this site or an https page. */
export const safeLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === "" || isSitePath(v) || isHttpsLink(v), { message: "Use a site path (/projects/…) or an https link" });
