import { describe, expect, it } from "vitest";
import { isSizeBand, parseSize, SIZE_BANDS, sizeBandOf, sizeBandOfText } from "@/site/features/projects/lib/size-bands";

describe("parseSize: the first number in the size text", () => {
  it("reads a plain size and the first number of a range", () => {
    expect(parseSize("950 sft")).toBe(950);
    expect(parseSize("1650 - 1850 sft")).toBe(1650);
    expect(parseSize("Approx. 2200-3100 sq ft")).toBe(2200);
  });
  it("ignores thousands separators and keeps decimals", () => {
    expect(parseSize("1,250 sft")).toBe(1250);
    expect(parseSize("999.5 sft")).toBe(999.5);
  });
  it("reads Bengali digits", () => {
    expect(parseSize("১২০০ বর্গফুট")).toBe(1200);
  });
  it("is null when there is no number", () => {
    expect(parseSize("")).toBeNull();
    expect(parseSize(null)).toBeNull();
    expect(parseSize(undefined)).toBeNull();
    expect(parseSize("Ask our sales team")).toBeNull();
  });
});

describe("sizeBandOf: 0-1000 (above 0, below 1000), 1000-1500, 1500-2000, 2000+", () => {
  it("puts each lower bound in its own band", () => {
    expect(sizeBandOf(1)).toBe("0-1000");
    expect(sizeBandOf(999.9)).toBe("0-1000");
    expect(sizeBandOf(1000)).toBe("1000-1500");
    expect(sizeBandOf(1499)).toBe("1000-1500");
    expect(sizeBandOf(1500)).toBe("1500-2000");
    expect(sizeBandOf(1999)).toBe("1500-2000");
    expect(sizeBandOf(2000)).toBe("2000+");
    expect(sizeBandOf(12000)).toBe("2000+");
  });
  it("has no band for zero, negatives or unknown sizes", () => {
    expect(sizeBandOf(0)).toBeNull();
    expect(sizeBandOf(-5)).toBeNull();
    expect(sizeBandOf(null)).toBeNull();
    expect(sizeBandOf(Number.NaN)).toBeNull();
  });
  it("bands the seed's texts by their first number", () => {
    expect(sizeBandOfText("850 - 920 sft")).toBe("0-1000");
    expect(sizeBandOfText("980 - 1100 sft")).toBe("0-1000");
    expect(sizeBandOfText("1400 sft")).toBe("1000-1500");
    expect(sizeBandOfText("1650 - 1850 sft")).toBe("1500-2000");
    expect(sizeBandOfText("2050 - 2200 sft")).toBe("2000+");
    expect(sizeBandOfText("")).toBeNull();
  });
  it("knows the four band ids and nothing else", () => {
    expect(SIZE_BANDS).toEqual(["0-1000", "1000-1500", "1500-2000", "2000+"]);
    expect(isSizeBand("2000+")).toBe(true);
    expect(isSizeBand("2000")).toBe(false);
    expect(isSizeBand(null)).toBe(false);
  });
});
