import { describe, expect, it } from "vitest";
import { displayedReview, previewWords, reviewMode, starParts, stepTestimonial, TESTIMONIAL_RATINGS, wordsOf } from "@/site/features/home/lib/testimonials";

const words = (n: number, w = "word") => Array.from({ length: n }, (_, i) => `${w}${i + 1}`).join(" ");

describe("testimonial reviews", () => {
  it("counts words across any whitespace", () => {
    expect(wordsOf("  one two\n three\tfour  ")).toEqual(["one", "two", "three", "four"]);
    expect(wordsOf("")).toEqual([]);
  });

  it("previews the first 40 words of a long review", () => {
    expect(previewWords(words(55))).toBe(words(40));
    expect(previewWords(words(40))).toBe(words(40));
  });

  it("shows the toggle only when the first review has more than 10 words", () => {
    expect(reviewMode(words(10)).showToggle).toBe(false);
    expect(reviewMode(words(11)).showToggle).toBe(true);
    expect(reviewMode(undefined).showToggle).toBe(false);
  });

  it("decides from the first review only, for every slide", () => {
    const first = words(8); // short: no toggle anywhere
    const other = words(60, "x");
    expect(displayedReview(other, first, false)).toBe(other);
    const longFirst = words(50);
    expect(displayedReview(other, longFirst, false)).toBe(words(40, "x"));
    expect(displayedReview(other, longFirst, true)).toBe(other);
  });

  it("is collapsed to 40 words until expanded, then shows everything", () => {
    const first = words(45);
    expect(displayedReview(first, first, false).split(" ")).toHaveLength(40);
    expect(displayedReview(first, first, true).split(" ")).toHaveLength(45);
  });
});

describe("star ratings", () => {
  it("has the three ratings of the spec", () => {
    expect(TESTIMONIAL_RATINGS).toEqual([4.8, 5, 3.7]);
  });

  it("splits ratings into full, half and empty stars", () => {
    expect(starParts(4.8)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(starParts(5)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starParts(3.7)).toEqual({ full: 3, half: 1, empty: 1 });
    expect(starParts(3.4)).toEqual({ full: 3, half: 0, empty: 2 });
    expect(starParts(3.5)).toEqual({ full: 3, half: 1, empty: 1 });
    expect(starParts(0)).toEqual({ full: 0, half: 0, empty: 5 });
  });

  it("clamps nonsense ratings into 0 to 5", () => {
    expect(starParts(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starParts(-2)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starParts(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });
});

describe("testimonial carousel", () => {
  it("wraps from the first to the last and from the last to the first", () => {
    expect(stepTestimonial(0, -1, 3)).toBe(2);
    expect(stepTestimonial(2, 1, 3)).toBe(0);
    expect(stepTestimonial(1, 1, 3)).toBe(2);
    expect(stepTestimonial(0, 1, 0)).toBe(0);
  });
});
