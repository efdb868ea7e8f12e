/**
 * What a file field holds in a form: the files already stored on the item (`/im/…` paths, shown
 * and removable) and the files chosen now (already downscaled, sent with the form).
 */
export type FileValue = { existing: string[]; added: File[] };

export const fileValue = (existing?: string | readonly string[] | null): FileValue => ({
  existing: (Array.isArray(existing) ? existing : [existing]).filter((p): p is string => typeof p === "string" && p !== ""),
  added: [],
});

/** Files to send for a single-file field: the new one, or nothing (the stored one stays). */
export const firstAdded = (v: FileValue): File | undefined => v.added[0];

const VIDEO = /\.(mp4|webm|mov|m4v)$/i;
export const isVideo = (pathOrType: string) => pathOrType.startsWith("video/") || VIDEO.test(pathOrType);
export const isImage = (pathOrType: string) => pathOrType.startsWith("image/") || /\.(jpe?g|png|webp|avif|gif)$/i.test(pathOrType);

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
