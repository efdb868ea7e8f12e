/**
 * Width variants of stored images (issue 10 item 3; docs/decisions.md "Image variants").
 * A content-addressed image /im/{folder}/{hash}.{ext} has WebP variants at
 * /im/{folder}/{hash}.w{width}.webp for each of IMAGE_WIDTHS (never wider than the original:
 * a smaller original is stored under every width it does not reach, re-encoded).
 * /im answers the original for a variant that is missing, so a srcset never breaks.
 * Zod-free: the web reaches it through web/shared/lib/contract.ts.
 */
/**
 * 720: a card the width of a phone's screen (360 px at 2x, the common Android; 412 px at 1.75x),
 * which otherwise took the 960 file, twice its bytes (issue 47: the LCP of the list pages).
 */
export const IMAGE_WIDTHS = [480, 720, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const ORIGINAL = /^(\/im\/[A-Za-z]+\/[0-9a-f]{32})\.(jpe?g|png|webp|avif|gif)$/;
const VARIANT = /^([0-9a-f]{32})\.w(\d{2,4})\.webp$/;

/** The URL of `src`'s variant `width` wide, or null when `src` is not a stored content-addressed image. */
export function imageVariant(src: string, width: number): string | null {
  const m = ORIGINAL.exec(src);
  return m && m[2] !== "gif" ? `${m[1]}.w${width}.webp` : null;
}

/** `srcset` for a stored image ("… 480w, … 960w, … 1600w"), or undefined for any other URL. */
export function imageSrcSet(src: string): string | undefined {
  if (!imageVariant(src, IMAGE_WIDTHS[0])) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariant(src, w)} ${w}w`).join(", ");
}

/** A variant's file name "{hash}.w480.webp" → its width and the hash its original starts with; else null. */
export function parseVariantFile(file: string): { hash: string; width: number } | null {
  const m = VARIANT.exec(file);
  return m && (IMAGE_WIDTHS as readonly number[]).includes(Number(m[2])) ? { hash: m[1]!, width: Number(m[2]) } : null;
}

/**
 * Uploads carry their variants, made in the browser (docs/decisions.md "Image variants"): one
 * multipart part per variant in this field, named variantFileName(hash of the image it was drawn
 * from, width). The server stores them beside that image; it never decodes a picture itself.
 */
export const IMAGE_VARIANTS_FIELD = "imageVariants";
/** A 1600 px WebP at quality 72 is a few hundred KB; anything far above is not a variant. */
export const MAX_VARIANT_BYTES = 1024 * 1024;
/** WebP quality of every variant, the demo seed's included (0–1, as canvas.toBlob takes it). */
export const VARIANT_QUALITY = 0.72;

export const variantFileName = (hash: string, width: ImageWidth) => `${hash}.w${width}.webp`;

/** The pixel width each variant is drawn at for an original `originalWidth` px wide: never enlarged. */
export const variantPlan = (originalWidth: number): Array<{ width: ImageWidth; drawn: number }> =>
  IMAGE_WIDTHS.map((width) => ({ width, drawn: Math.max(1, Math.min(width, Math.round(originalWidth))) }));
