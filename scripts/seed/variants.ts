import sharp from "sharp";
import { IMAGE_WIDTHS, VARIANT_QUALITY } from "../../worker/contract/image-variants";
import type { SeedObject } from "./media";

/**
 * The WebP width variants of a seeded JPEG (worker/contract/image-variants.ts):
 * {hash}.w{width}.webp beside {hash}.jpg, never enlarged past the original.
 */
export async function webpVariants(original: SeedObject): Promise<SeedObject[]> {
  const base = original.key.replace(/\.[a-z0-9]+$/, "");
  const name = original.filename.replace(/\.[a-z0-9]+$/, "");
  return Promise.all(
    IMAGE_WIDTHS.map(async (w) => ({
      key: `${base}.w${w}.webp`,
      bytes: new Uint8Array(
        await sharp(original.bytes).resize({ width: w, withoutEnlargement: true }).webp({ quality: Math.round(VARIANT_QUALITY * 100), effort: 4 }).toBuffer(),
      ),
      contentType: "image/webp",
      filename: `${name}-${w}.webp`,
    })),
  );
}
