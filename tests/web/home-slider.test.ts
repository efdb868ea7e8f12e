import { describe, expect, it } from "vitest";
import { SITE } from "@/shared/config/site";
import { hasProjectSlides, isVideoPath, truncateText, wrapIndex } from "@/shared/features/banners/lib/slider";
import { slidesOf } from "@/site/features/banners/lib/slides";
import { twinsFor } from "@/site/lib/twins-for";
import type { Banner } from "@/shared/lib/contract";

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

describe("the slider's props (slidesOf)", () => {
  const banner = {
    id: 5,
    uniId: "BNR-0005",
    title: "Finished interiors",
    titleBn: "সম্পন্ন ইন্টেরিয়র",
    description: "Spacious flats.",
    descriptionBn: "প্রশস্ত ফ্ল্যাট।",
    status: "approved",
    imagesVideos: "/im/bannerImages/a.jpg",
    foreignKey: "PRJ-0019",
    publishAt: null,
    unpublishAt: null,
    createdAt: "2026-11-04T02:38:18.562Z",
    updatedAt: "2026-11-20T02:38:18.562Z",
    project: { uniId: "PRJ-0019", name: "UDAY Jharna", nameBn: "উদয় ঝর্ণা", category: "Ready Apartment", mainImage: "/im/projectImages/b.jpg" },
  } as unknown as Banner;

  it("keeps what a slide shows and drops the rest", () => {
    expect(slidesOf([banner, { ...banner, uniId: "BNR-0006", project: null }], "bn")).toEqual([
      {
        uniId: "BNR-0005",
        title: "Finished interiors",
        titleBn: "সম্পন্ন ইন্টেরিয়র",
        description: "Spacious flats.",
        descriptionBn: "প্রশস্ত ফ্ল্যাট।",
        imagesVideos: "/im/bannerImages/a.jpg",
        project: { uniId: "PRJ-0019", name: "UDAY Jharna", nameBn: "উদয় ঝর্ণা", mainImage: "/im/projectImages/b.jpg" },
      },
      expect.objectContaining({ uniId: "BNR-0006", project: null }),
    ]);
  });

  it("gives an English page no Bengali twin, and a refused list stays refused", () => {
    const [slide] = slidesOf([banner], "en")!;
    expect([slide!.titleBn, slide!.descriptionBn, slide!.project!.nameBn]).toEqual(["", "", ""]);
    expect(slide!.title).toBe("Finished interiors");
    expect(slidesOf(null, "en")).toBeNull();
  });
});

describe("twinsFor", () => {
  const card = { uniId: "PRJ-0002", name: "UDAY Shapla", nameBn: "উদয় শাপলা", location: "Mirpur", locationBn: "মিরপুর", flats: { available: 3 } };
  it("blanks every Bengali twin on an English page, and only there", () => {
    expect(twinsFor(card, "en")).toEqual({ ...card, nameBn: "", locationBn: "" });
    expect(twinsFor(card, "bn")).toBe(card);
  });
});
