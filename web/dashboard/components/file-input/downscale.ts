/**
 * Phone photos are 12 MB and 4000 px wide; the site never shows more than 2560 px. Shrinking them in
 * the browser before the upload saves minutes on a slow line in Dhaka and keeps them under the
 * server's 5 MB image limit. GIF (animation) and AVIF (few browsers encode it) are sent as they are.
 */
export const MAX_LONG_SIDE = 2560;
/** Photos already small enough in pixels are still re-encoded above this size. */
export const REENCODE_ABOVE_BYTES = 4 * 1024 * 1024;
const REENCODABLE = /^image\/(jpeg|png|webp)$/;
const QUALITY = 0.85;

export type Size = { width: number; height: number };

/** The size that fits the longest side within `max`, keeping the aspect ratio; unchanged when it already fits. */
export function fitWithin({ width, height }: Size, max = MAX_LONG_SIDE): Size & { scaled: boolean } {
  const long = Math.max(width, height);
  if (long <= max) return { width, height, scaled: false };
  const k = max / long;
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)), scaled: true };
}

/** Whether a photo of this type, byte size and pixel size should be redrawn before the upload. */
export function shouldReencode(file: { type: string; size: number }, size: Size, max = MAX_LONG_SIDE): boolean {
  if (!REENCODABLE.test(file.type)) return false;
  return fitWithin(size, max).scaled || file.size > REENCODE_ABOVE_BYTES;
}

/** JPEG stays JPEG; PNG and WebP may hold transparency, so they become WebP (which keeps it). */
export const targetType = (type: string) => (type === "image/jpeg" ? "image/jpeg" : "image/webp");

export function renameForType(name: string, type: string): string {
  const ext = type === "image/jpeg" ? "jpg" : type.replace("image/", "");
  const base = name.replace(/\.[^.]*$/, "") || "photo";
  return `${base}.${ext}`;
}

/** Redraws a large photo at most MAX_LONG_SIDE px on its longest side; any other file comes back as it was. */
export async function downscaleImage(file: File, max = MAX_LONG_SIDE): Promise<File> {
  if (!REENCODABLE.test(file.type)) return file;
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" }).catch(() => null);
  if (!bitmap) return file;
  try {
    if (!shouldReencode(file, bitmap, max)) return file;
    const { width, height } = fitWithin(bitmap, max);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, width, height);
    let blob = await toBlob(canvas, targetType(file.type));
    // Browsers without a WebP encoder hand back PNG, which is larger: JPEG instead.
    if (blob && blob.type !== targetType(file.type)) blob = await toBlob(canvas, "image/jpeg");
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], renameForType(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

const toBlob = (canvas: HTMLCanvasElement, type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));
