import { describe, expect, it } from "vitest";
import { formatCardDate } from "../../web/site/components/content/card-date";
import { articleCardText, cardSource, newsCardText } from "../../web/site/components/content/card-text";
import { contentTypeLabel, isContentSegment } from "../../web/site/components/content/content-type";

const text = (n: number) => "x".repeat(n);

describe("blog and coverage card text (docs/product.md §2: over 150 characters is cut at 800)", () => {
  it("keeps a text of 150 characters or fewer whole", () => {
    expect(articleCardText(text(150))).toBe(text(150));
    expect(articleCardText("Short")).toBe("Short");
  });

  it("keeps a text of 151 to 800 characters whole, since the cut is at 800", () => {
    expect(articleCardText(text(151))).toBe(text(151));
    expect(articleCardText(text(800))).toBe(text(800));
  });

  it("cuts a longer text at exactly 800 characters, without an ellipsis", () => {
    const cut = articleCardText(text(801));
    expect(cut).toHaveLength(800);
    expect(cut.endsWith("...")).toBe(false);
  });
});

describe("news card text (docs/product.md §2: cut at 150 plus an ellipsis)", () => {
  it("keeps a text of 150 characters or fewer whole", () => {
    expect(newsCardText(text(150))).toBe(text(150));
  });

  it("cuts a longer text at 150 characters and adds ...", () => {
    expect(newsCardText(text(151))).toBe(`${text(150)}...`);
    expect(newsCardText(text(1000))).toBe(`${text(150)}...`);
  });

  it("counts characters, so an emoji at the cut is never split in half", () => {
    const s = `${text(149)}😀😀`;
    expect(newsCardText(s)).toBe(`${text(149)}😀...`);
  });
});

describe("card source text", () => {
  it("reads the description paragraphs as one text and skips blank ones", () => {
    expect(cardSource(["First.", "  ", " Second. "])).toBe("First. Second.");
    expect(cardSource(undefined)).toBe("");
    expect(cardSource([])).toBe("");
  });
});

describe("content type label from the second-to-last path segment", () => {
  it("replaces the hyphen by a space and title-cases each word", () => {
    expect(contentTypeLabel("/news-event/NEV-0001")).toBe("News Event");
  });

  it("title-cases single words", () => {
    expect(contentTypeLabel("/blog/BLG-0001")).toBe("Blog");
    expect(contentTypeLabel("/coverage/COV-0003")).toBe("Coverage");
  });

  it("ignores a trailing slash and lower-cases the rest of each word", () => {
    expect(contentTypeLabel("/NEWS-EVENT/NEV-0001/")).toBe("News Event");
  });

  it("is empty when the path has no second-to-last segment", () => {
    expect(contentTypeLabel("/blog")).toBe("");
  });

  it("accepts only the three content segments", () => {
    expect(isContentSegment("blog")).toBe(true);
    expect(isContentSegment("news-event")).toBe(true);
    expect(isContentSegment("coverage")).toBe(true);
    expect(isContentSegment("projects")).toBe(false);
    expect(isContentSegment("news_event")).toBe(false);
    expect(isContentSegment(undefined)).toBe(false);
  });
});

describe("card dates (en-US long month)", () => {
  it("formats as Month D, YYYY", () => {
    expect(formatCardDate("2026-03-05T06:00:00.000Z")).toBe("March 5, 2026");
  });

  it("uses the day in Dhaka (UTC+6), where late-evening posts belong", () => {
    expect(formatCardDate("2026-12-31T19:30:00.000Z")).toBe("January 1, 2027");
  });

  it("shows Bengali month names to Bengali readers", () => {
    expect(formatCardDate("2026-03-05T06:00:00.000Z", "bn")).toMatch(/মার্চ/);
  });

  it("is empty for a missing or invalid date", () => {
    expect(formatCardDate("")).toBe("");
    expect(formatCardDate(null)).toBe("");
    expect(formatCardDate("not a date")).toBe("");
  });
});
