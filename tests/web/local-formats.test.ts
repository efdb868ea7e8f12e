import { describe, expect, it } from "vitest";
import { bengaliDigits, formatArea, formatDate, formatLandArea, formatNumber, kathaOfSft, localDigits, readLandArea, sftOfKatha } from "../../worker/contract/local-formats";

describe("local formats for the Bengali pages", () => {
  it("writes every Latin digit as a Bengali digit and leaves the rest of the text alone", () => {
    expect(bengaliDigits("Showing 12 of 40")).toBe("Showing ১২ of ৪০");
    expect(bengaliDigits(1234567890)).toBe("১২৩৪৫৬৭৮৯০");
    expect(localDigits(2026, "en")).toBe("2026");
    expect(localDigits(2026, "bn")).toBe("২০২৬");
  });

  it("groups thousands the same way in both languages", () => {
    expect(formatNumber(1440, "en")).toBe("1,440");
    expect(formatNumber(1234567.5, "bn")).toBe("১,২৩৪,৫৬৭.৫");
  });

  it("prints dates with Bengali month names and digits, in Dhaka time", () => {
    // 20:00 UTC on 4 March is already 5 March in Dhaka (UTC+6).
    expect(formatDate("2026-03-04T20:00:00Z", "bn")).toBe("৫ মার্চ, ২০২৬");
    expect(formatDate("2026-03-04T20:00:00Z", "en")).toBe("March 5, 2026");
    expect(formatDate("", "bn")).toBe("");
    expect(formatDate("not a date", "en")).toBe("");
  });

  it("converts between katha and square feet at 720 sft a katha", () => {
    expect(sftOfKatha(5)).toBe(3600);
    expect(kathaOfSft(2160)).toBe(3);
    expect(kathaOfSft(1000)).toBe(1.39);
    expect(formatLandArea(2160, "en")).toBe("2,160 sft (3 katha)");
    expect(formatLandArea(3600, "bn")).toBe("৩,৬০০ বর্গফুট (৫ কাঠা)");
  });

  it("reads the land area staff wrote, in either unit and either digits, and nothing else", () => {
    expect(readLandArea("5 katha")).toBe(3600);
    expect(readLandArea("3,600 sft")).toBe(3600);
    expect(readLandArea("৫ কাঠা")).toBe(3600);
    expect(readLandArea("Approx. 4.5 Katha")).toBe(3240);
    expect(readLandArea("Corner plot")).toBeNull();
  });

  it("shows a staff-written size in its own words with the other unit beside it, in the page's digits", () => {
    expect(formatArea("5 Katha", "en")).toBe("5 Katha (3,600 sft)");
    expect(formatArea("৫ কাঠা", "bn")).toBe("৫ কাঠা (৩,৬০০ বর্গফুট)");
    expect(formatArea("1350 - 1450 sft", "en")).toBe("1350 - 1450 sft (1.88–2.01 katha)");
    expect(formatArea("১৩৫০ - ১৪৫০ বর্গফুট", "bn")).toBe("১৩৫০ - ১৪৫০ বর্গফুট (১.৮৮–২.০১ কাঠা)");
    // An English fallback on a Bengali page: its words kept, digits and the added unit Bengali.
    expect(formatArea("2160 sft", "bn")).toBe("২১৬০ sft (৩ কাঠা)");
    expect(formatArea("Ask us", "bn")).toBe("Ask us");
    expect(formatArea("G+8", "bn")).toBe("G+৮");
  });
});
