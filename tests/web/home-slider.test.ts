import { describe, expect, it } from "vitest";
import { SITE } from "@/shared/config/site";
import { hasProjectSlides, isVideoPath, truncateText, wrapIndex } from "@/shared/features/banners/lib/slider";

describe("banner slider rules", () => {
  it("wraps the index at both ends", () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(11, 5)).toBe(1);
  });

  it("stays at 0 when there are no slides", () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(-1, 0)).toBe(0);
  });

  it("cuts a description above 200 characters to 200 plus ...", () => {
    const long = "a".repeat(250);
    const cut = truncateText(long, SITE.sliderDescriptionMax);
    expect(cut).toBe(`${"a".repeat(200)}...`);
    expect(cut).toHaveLength(203);
  });

  it("leaves a description of 200 characters or fewer untouched", () => {
    expect(truncateText("b".repeat(200), 200)).toBe("b".repeat(200));
    expect(truncateText("Short text", 200)).toBe("Short text");
  });

  it("shows thumbnails only when some slide links to a project", () => {
    expect(hasProjectSlides([{ project: null }, { project: null }])).toBe(false);
    expect(hasProjectSlides([{ project: null }, { project: { uniId: "PRJ-0001", name: "A", category: "Ready Apartment", mainImage: null } }])).toBe(true);
    expect(hasProjectSlides([])).toBe(false);
  });

  it("recognises uploaded videos by extension", () => {
    expect(isVideoPath("/im/bannerImages/abc.mp4")).toBe(true);
    expect(isVideoPath("/im/bannerImages/abc.WEBM")).toBe(true);
    expect(isVideoPath("/im/bannerImages/abc.jpg")).toBe(false);
  });
});
