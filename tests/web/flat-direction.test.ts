import { describe, expect, it } from "vitest";
import { direction } from "../../web/site/features/units/components/flat-panel";
import bn from "../../web/shared/i18n/bn/units.json";
import en from "../../web/shared/i18n/en/units.json";

const translate = (words: Record<string, string>) => (key: string) => words[key.replace(/^direction\./, "")] ?? `missing ${key}`;

/** A flat's facing on its public panel (issue 45): a compass direction in the page's language, anything else as staff typed it. */
describe("a flat's facing", () => {
  it("reads a compass direction however staff typed it, in Bengali on Bengali pages", () => {
    for (const typed of ["South", "south", "SOUTH", "South facing", "S"]) expect(direction(typed, translate(bn.direction))).toBe("দক্ষিণ");
    for (const typed of ["North-East", "north east", "northeast", "NE"]) expect(direction(typed, translate(bn.direction))).toBe("উত্তর-পূর্ব");
    expect(direction("south-west", translate(en.direction))).toBe("South-West");
  });

  it("keeps anything else as typed", () => {
    expect(direction("Lake view", translate(bn.direction))).toBe("Lake view");
    expect(direction("দক্ষিণ", translate(en.direction))).toBe("দক্ষিণ");
  });

  it("has every direction in both languages", () => {
    expect(Object.keys(bn.direction).sort()).toEqual(Object.keys(en.direction).sort());
  });
});
