/** Slider and lightbox positions wrap at both ends: after the last comes the first, before the first the last. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
