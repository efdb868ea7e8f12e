import { describe, expect, it } from "vitest";
import { aboutLists, contentItemLists, projectDetailsLists, toList, withLists } from "../../web/shared/lib/lists";
import type { About, ContentItem, ProjectDetails } from "../../web/shared/lib/contract";

/** docs/product.md §3: list fields may arrive as a JSON string, a plain string or an array; the web reads them in one place. */
describe("toList", () => {
  it("reads an array, a JSON array, a JSON string and plain text with one item per line", () => {
    expect(toList(["a", " b ", ""])).toEqual(["a", "b"]);
    expect(toList('["a","b"]')).toEqual(["a", "b"]);
    expect(toList('"one"')).toEqual(["one"]);
    expect(toList("first\n\n second \r\nthird")).toEqual(["first", "second", "third"]);
    expect(toList("A single paragraph")).toEqual(["A single paragraph"]);
  });

  it("falls back to the text for malformed JSON and to an empty list for anything else", () => {
    expect(toList('["a", "b"')).toEqual(['["a", "b"']);
    expect(toList(null)).toEqual([]);
    expect(toList(undefined)).toEqual([]);
    expect(toList(42)).toEqual([]);
    expect(toList({ a: 1 })).toEqual([]);
    expect(toList([{ a: 1 }, "kept", null])).toEqual(["kept"]);
  });
});

describe("the public records' lists", () => {
  it("makes every list of project details a list, however it arrived", () => {
    const d = projectDetailsLists({ description: "One\nTwo", commonFeatures: '["Lift","Generator"]', youtubeEmbededLink: null } as unknown as ProjectDetails);
    expect(d.description).toEqual(["One", "Two"]);
    expect(d.commonFeatures).toEqual(["Lift", "Generator"]);
    expect(d.youtubeEmbededLink).toEqual([]);
    expect(d.floorPlan).toEqual([]);
  });

  it("reads a content item's string description and its details' lists", () => {
    const item = contentItemLists({ uniId: "B1", mainDescription: "Just text", details: { detailsDescription: '["p1","p2"]', images: "/im/a.png" } } as unknown as ContentItem);
    expect(item.mainDescription).toEqual(["Just text"]);
    expect(item.details!.detailsDescription).toEqual(["p1", "p2"]);
    expect(item.details!.images).toEqual(["/im/a.png"]);
    expect(contentItemLists({ mainDescription: [], details: null } as unknown as ContentItem).details).toBeNull();
  });

  it("reads the About record's JSON text, nested lists and missing parts without throwing", () => {
    const a = aboutLists({
      description: '["About us"]',
      target: JSON.stringify([{ title: "Mission", image: "/im/m.png", description: "Build well" }]),
      management: JSON.stringify({ members: [{ name: "A", designation: "MD" }], description: "Board" }),
      ourTeam: "not json",
    } as unknown as About);
    expect(a.description).toEqual(["About us"]);
    expect(a.target).toEqual([{ title: "Mission", titleBn: "", image: "/im/m.png", description: ["Build well"], descriptionBn: [] }]);
    expect(a.management).toEqual({
      members: [{ name: "A", nameBn: "", designation: "MD", designationBn: "", speech: "", speechBn: "", image: "" }],
      description: ["Board"],
      descriptionBn: [],
    });
    expect(a.ourTeam).toEqual([]);
    expect(aboutLists({} as About)).toMatchObject({ description: [], target: [], management: { members: [], description: [] }, ourTeam: [] });
  });

  it("keeps the Bengali twins inside the About record's blocks (issue 42)", () => {
    const a = aboutLists({
      target: [{ title: "Mission", titleBn: "লক্ষ্য", image: "", description: ["Build well"], descriptionBn: ["ভালো নির্মাণ"] }],
      management: { members: [{ name: "A", nameBn: "এ", designation: "MD", designationBn: "ব্যবস্থাপনা পরিচালক", speech: "Hi", speechBn: "নমস্কার", image: "" }], description: [], descriptionBn: "পর্ষদ" },
      ourTeam: [{ image: "", description: "Design", descriptionBn: "নকশা" }],
    } as unknown as About);
    expect(a.target[0]).toMatchObject({ titleBn: "লক্ষ্য", descriptionBn: ["ভালো নির্মাণ"] });
    expect(a.management.members[0]).toMatchObject({ nameBn: "এ", designationBn: "ব্যবস্থাপনা পরিচালক", speechBn: "নমস্কার" });
    expect(a.management.descriptionBn).toEqual(["পর্ষদ"]);
    expect(a.ourTeam[0]!.descriptionBn).toBe("নকশা");
  });

  it("leaves other fields as they are", () => {
    expect(withLists({ name: "x", tags: "a\nb" }, ["tags"])).toEqual({ name: "x", tags: ["a", "b"] });
  });
});
