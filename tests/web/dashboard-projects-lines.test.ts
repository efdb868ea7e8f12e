import { describe, expect, it } from "vitest";
import { linesOf, linesText } from "@/dashboard/features/projects/lib/lines";

/** docs/product.md §5 "YouTube links are entered one per line in a textarea; blank lines are dropped." */
describe("project details textarea lines", () => {
  it("keeps one trimmed link per line and drops blank lines", () => {
    const text = "  https://www.youtube.com/embed/abc123  \n\n   \nhttps://www.youtube.com/embed/def456\n";
    expect(linesOf(text)).toEqual(["https://www.youtube.com/embed/abc123", "https://www.youtube.com/embed/def456"]);
  });

  it("treats Windows and old Mac line ends as line breaks", () => {
    expect(linesOf("a\r\nb\rc\n\r\nd")).toEqual(["a", "b", "c", "d"]);
  });

  it("gives an empty list for empty, blank or missing text", () => {
    expect(linesOf("")).toEqual([]);
    expect(linesOf(" \n\t\n ")).toEqual([]);
    expect(linesOf(undefined)).toEqual([]);
  });

  it("writes a stored list back one item per line, so editing and saving keeps it", () => {
    const stored = ["Lift", "Generator", "Roof garden"];
    expect(linesText(stored)).toBe("Lift\nGenerator\nRoof garden");
    expect(linesOf(linesText(stored))).toEqual(stored);
    expect(linesText(null)).toBe("");
  });
});
