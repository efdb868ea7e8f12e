import { contentHash, MAX_VARIANT_BYTES, VARIANT_QUALITY, variantFileName, variantPlan } from "@/shared/lib/contract";

/** Images a browser decodes; a GIF keeps its animation and has no variants (worker/contract/image-variants.ts). */
const HAS_VARIANTS = /^image\/(jpeg|png|webp|avif)$/;

/**
 * The WebP width variants (480, 960, 1600 px, never enlarged) of an image about to be uploaded,
 * each named after the SHA-256 of `file`'s bytes as the server keys it, so it is stored beside the
 * image and served to phones in its place (docs/decisions.md "Image variants"). A browser that
 * cannot make them (no WebP encoder, as in Safari; no crypto.subtle outside HTTPS) gets none, and
 * the original answers for every width; a variant over the server's size cap is left out alone.
 */
export async function makeVariants(file: File): Promise<File[]> {
  if (!HAS_VARIANTS.test(file.type) || !globalThis.crypto?.subtle) return [];
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" }).catch(() => null);
  if (!bitmap) return [];
  try {
    const hash = await contentHash(await file.arrayBuffer());
    const out: File[] = [];
    for (const { width, drawn } of variantPlan(bitmap.width)) {
      const canvas = document.createElement("canvas");
      canvas.width = drawn;
      canvas.height = Math.max(1, Math.round((bitmap.height * drawn) / bitmap.width));
      const context = canvas.getContext("2d");
      if (!context) return [];
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", VARIANT_QUALITY));
      if (!blob || blob.type !== "image/webp") return [];
      if (blob.size <= MAX_VARIANT_BYTES) out.push(new File([blob], variantFileName(hash, width), { type: "image/webp" }));
    }
    return out;
  } finally {
    bitmap.close();
  }
}
