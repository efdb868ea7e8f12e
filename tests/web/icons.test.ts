import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChevronDown, Phone } from "@/shared/components/icons";

/** web/shared/components/icons.ts: lucide's icons without the attributes web/styles.css says once for `.lucide`. */
describe("icons", () => {
  it("leave lucide's repeated attributes to the style sheet", () => {
    const svg = renderToStaticMarkup(createElement(Phone, { className: "size-4" }));
    expect(svg).toMatch(/^<svg /);
    for (const attribute of ["xmlns", "fill", "stroke", "stroke-linecap", "stroke-linejoin"]) expect(svg).not.toMatch(new RegExp(`<svg[^>]* ${attribute}=`));
    // What the style sheet cannot say stays: the box, the stroke width, the class the rule matches, hidden from readers.
    expect(svg).toMatch(/<svg width="24" height="24" viewBox="0 0 24 24" stroke-width="2" class="lucide lucide-phone size-4" aria-hidden="true">/);
  });

  it("keep what a caller gives: a size, a stroke width, a colour, a label", () => {
    const svg = renderToStaticMarkup(createElement(ChevronDown, { size: 16, strokeWidth: 1.5, color: "red", fill: "currentColor", "aria-label": "Open" }));
    expect(svg).toContain('width="16" height="16"');
    expect(svg).toContain('stroke-width="1.5"');
    expect(svg).toContain('stroke="red"');
    expect(svg).toContain('fill="currentColor"');
    expect(svg).toContain('aria-label="Open"');
    expect(svg).not.toContain("aria-hidden");
  });
});
