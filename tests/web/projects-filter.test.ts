import { describe, expect, it } from "vitest";
import { categoryCounts, filterProjects, locationsOf, matchesSearch } from "@/site/features/projects/lib/filter";
import {
  activeFilterKeys,
  canonicalCategory,
  clearFilters,
  EMPTY_FILTERS,
  readFilters,
  toQuery,
  writeFilters,
} from "@/site/features/projects/lib/url-state";

const P = (uniId: string, name: string, title: string | null, category: string, location: string) => ({ uniId, name, title, category, location });
const projects = [
  P("A", "UDAY Nilachol", "Premium 3-bed apartments beside the lake", "Land Share For Flat", "Bashundhara R/A"),
  P("B", "UDAY Shapla", "Land share flats near the metro", "Land Share For Flat", "Mirpur"),
  P("C", "UDAY Meghna", null, "Under Construction", "Gulshan"),
  P("D", "UDAY Chandrima", "Ready to move: 3-bed flat", "Ready Apartment", "Dhanmondi"),
  P("E", "UDAY Padma", "Piling done", "Under Construction", "Mirpur"),
];
const sizes: Record<string, string> = { A: "1650 - 1850 sft", B: "1050 sft", C: "2450 sft", D: "1750 sft" };
const sizeOf = (id: string) => sizes[id];
const ids = (list: { uniId: string }[]) => list.map((p) => p.uniId);

describe("search over name, title and location", () => {
  it("matches any of the three fields, ignoring case and extra spaces", () => {
    expect(matchesSearch(projects[0]!, "nilachol")).toBe(true);
    expect(matchesSearch(projects[0]!, "  LAKE ")).toBe(true);
    expect(matchesSearch(projects[0]!, "bashundhara")).toBe(true);
    expect(matchesSearch(projects[0]!, "gulshan")).toBe(false);
  });
  it("needs every word, in any field", () => {
    expect(matchesSearch(projects[1]!, "shapla mirpur")).toBe(true);
    expect(matchesSearch(projects[1]!, "shapla gulshan")).toBe(false);
  });
  it("copes with a missing title and an empty query", () => {
    expect(matchesSearch(projects[2]!, "meghna")).toBe(true);
    expect(matchesSearch(projects[2]!, "")).toBe(true);
  });
});

describe("filterProjects", () => {
  it("combines category, location, size band and search", () => {
    expect(ids(filterProjects(projects, { ...EMPTY_FILTERS, category: "Under Construction" }))).toEqual(["C", "E"]);
    expect(ids(filterProjects(projects, { ...EMPTY_FILTERS, location: "mirpur" }))).toEqual(["B", "E"]);
    expect(ids(filterProjects(projects, { ...EMPTY_FILTERS, size: "1500-2000" }, sizeOf))).toEqual(["A", "D"]);
    expect(ids(filterProjects(projects, { ...EMPTY_FILTERS, category: "Land Share For Flat", location: "Mirpur", search: "metro" }))).toEqual(["B"]);
  });
  it("leaves out projects of unknown size when a size band is chosen", () => {
    expect(ids(filterProjects(projects, { ...EMPTY_FILTERS, size: "1000-1500" }, sizeOf))).toEqual(["B"]);
  });
  it("finds nothing for an unknown category", () => {
    expect(filterProjects(projects, { ...EMPTY_FILTERS, category: "Villas" })).toEqual([]);
  });
});

describe("categoryCounts: each tab's count keeps the other filters", () => {
  it("counts all projects per category", () => {
    expect(categoryCounts(projects, EMPTY_FILTERS)).toEqual({ all: 5, "Land Share For Flat": 2, "Under Construction": 2, "Ready Apartment": 1 });
  });
  it("ignores the chosen category but not the location", () => {
    expect(categoryCounts(projects, { ...EMPTY_FILTERS, category: "Ready Apartment", location: "Mirpur" })).toEqual({
      all: 2,
      "Land Share For Flat": 1,
      "Under Construction": 1,
      "Ready Apartment": 0,
    });
  });
});

describe("locationsOf", () => {
  it("lists distinct locations A-Z, case-insensitively de-duplicated", () => {
    expect(locationsOf([...projects, P("F", "x", null, "Ready Apartment", "mirpur ")])).toEqual(["Bashundhara R/A", "Dhanmondi", "Gulshan", "Mirpur"]);
  });
});

describe("URL <-> filter state", () => {
  it("reads the menu links' parameters", () => {
    expect(readFilters(new URLSearchParams("category=Ready+Apartment"))).toEqual({ ...EMPTY_FILTERS, category: "Ready Apartment" });
    expect(readFilters(new URLSearchParams("location=Mirpur"))).toEqual({ ...EMPTY_FILTERS, location: "Mirpur" });
  });
  it("spells a known category the way the data does", () => {
    expect(canonicalCategory("under construction")).toBe("Under Construction");
    expect(canonicalCategory("Villas")).toBe("Villas");
  });
  it("drops unknown size and sort values", () => {
    const f = readFilters(new URLSearchParams("size=huge&sort=price&search=%20lake%20"));
    expect(f).toEqual({ ...EMPTY_FILTERS, search: "lake" });
  });
  it("writes only what is set, in a fixed order, without the default sort", () => {
    const f = { category: "Under Construction", location: "Mirpur", search: "padma", size: "1000-1500", available: "1", sort: "name" } as const;
    expect(writeFilters(f).toString()).toBe("category=Under+Construction&location=Mirpur&size=1000-1500&available=1&search=padma&sort=name");
    expect(toQuery(EMPTY_FILTERS)).toBe("");
    expect(toQuery({ ...EMPTY_FILTERS, sort: "oldest" })).toBe("?sort=oldest");
  });
  it("round-trips", () => {
    const f = { category: "Ready Apartment", location: "Bashundhara R/A", search: "3-bed & lake", size: "2000+", available: "", sort: "location" } as const;
    expect(readFilters(writeFilters(f))).toEqual(f);
  });
  it("keeps only projects with a flat available under ?available=1 (issue 45)", () => {
    expect(readFilters(new URLSearchParams("available=1")).available).toBe("1");
    expect(readFilters(new URLSearchParams("available=yes")).available).toBe("");
    const list = [
      { uniId: "A", name: "A", title: "", category: "Ready Apartment", location: "Mirpur", flats: { available: 2, fromPrice: null } },
      { uniId: "B", name: "B", title: "", category: "Ready Apartment", location: "Mirpur", flats: { available: 0, fromPrice: null } },
      { uniId: "C", name: "C", title: "", category: "Ready Apartment", location: "Mirpur", flats: null },
    ];
    expect(filterProjects(list, { ...EMPTY_FILTERS, available: "1" }).map((p) => p.uniId)).toEqual(["A"]);
  });
  it("lists active filters as chips and clears them but keeps the order", () => {
    const f = { ...EMPTY_FILTERS, location: "Mirpur", search: "x", sort: "name" } as const;
    expect(activeFilterKeys(f)).toEqual(["location", "search"]);
    expect(clearFilters(f)).toEqual({ ...EMPTY_FILTERS, sort: "name" });
  });
});
