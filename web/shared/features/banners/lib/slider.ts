/** Pure rules of the home banner slider (docs/product.md §2 "Banner slider", §9 "Slider"). */

/** The index after a step, wrapping at both ends: -1 is the last slide, n is the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Cut to `max` characters plus "..." — only when the text is longer than `max`. */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Thumbnails appear when the slides are projects, i.e. at least one slide links to one. */
export function hasProjectSlides(banners: { project: unknown }[]): boolean {
  return banners.some((b) => b.project !== null);
}

/** Uploaded banners may be videos (imagesVideos); the extension is the only hint in the path. */
export function isVideoPath(path: string): boolean {
  return /\.(mp4|webm|ogg|mov|m4v)$/i.test(path);
}
