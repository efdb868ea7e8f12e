/** Pure rules of the testimonials carousel (docs/product.md §2 "Testimonials", §9). */
import { SITE } from "@/shared/config/site";

export const TESTIMONIAL_RATINGS = [4.8, 5, 3.7] as const;

export function wordsOf(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** The first `limit` words (whole text when it is not longer). */
export function previewWords(text: string, limit: number = SITE.testimonialWords): string {
  const words = wordsOf(text);
  return words.length > limit ? words.slice(0, limit).join(" ") : text.trim();
}

/**
 * docs/product.md §2: the truncation and toggle are computed from the first review only and
 * applied to all slides. So the first review alone decides whether More.../Less shows (above 10 words) and
 * whether the slides are cut; each slide then shows its own text cut at 40 words.
 */
export function reviewMode(firstReview: string | undefined) {
  const count = wordsOf(firstReview ?? "").length;
  return { showToggle: count > SITE.testimonialToggleAbove, truncates: count > SITE.testimonialWords };
}

export function displayedReview(review: string, firstReview: string | undefined, expanded: boolean): string {
  const { showToggle } = reviewMode(firstReview);
  // Without a toggle there is no way to expand, so the whole text shows.
  if (!showToggle || expanded) return review.trim();
  return previewWords(review);
}

/** Stars out of 5: full = integer part, a half when the fraction is 0.5 or more, the rest empty. */
export function starParts(rating: number, max = 5): { full: number; half: number; empty: number } {
  const r = Math.min(Math.max(Number.isFinite(rating) ? rating : 0, 0), max);
  const full = Math.floor(r);
  // Rounding away float noise: 4.8 - 4 is 0.7999…, 3.5 - 3 must count as a half.
  const half = full < max && Math.round((r - full) * 1000) / 1000 >= 0.5 ? 1 : 0;
  return { full, half, empty: max - full - half };
}

/** The carousel's next index: previous from the first is the last, next from the last is the first. */
export function stepTestimonial(index: number, delta: 1 | -1, count: number): number {
  return count > 0 ? (((index + delta) % count) + count) % count : 0;
}
