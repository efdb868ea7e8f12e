/**
 * Width variants of stored images (issue 10 item 3; docs/decisions.md "Image variants").
 * A content-addressed image /im/{folder}/{hash}.{ext} has WebP variants at
 * /im/{folder}/{hash}.w{width}.webp for each of IMAGE_WIDTHS (never wider than the original:
 * a smaller original is stored under every width it does not reach, re-encoded).
 * /im answers the original for a variant that is missing, so a srcset never breaks.
 * Zod-free: the web reaches it through web/lib/contract.ts.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
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
