import { describe, expect, it } from "vitest";
import { isRecentlyUpdated } from "@/shared/features/projects/lib/recency";
import { isSortKey, SORT_KEYS, sortProjects } from "@/site/features/projects/lib/sort";

const NOW = Date.parse("2026-03-10T12:00:00.000Z");
const daysAgo = (d: number) => new Date(NOW - d * 86_400_000).toISOString();

describe("isRecentlyUpdated: updated within 7 days", () => {
  it("is true up to and including 7 days ago", () => {
    expect(isRecentlyUpdated(daysAgo(0), NOW)).toBe(true);
    expect(isRecentlyUpdated(daysAgo(6.9), NOW)).toBe(true);
    expect(isRecentlyUpdated(daysAgo(7), NOW)).toBe(true);
  });
  it("is false after 7 days", () => {
    expect(isRecentlyUpdated(daysAgo(7.01), NOW)).toBe(false);
    expect(isRecentlyUpdated(daysAgo(40), NOW)).toBe(false);
  });
  it("counts a date slightly in the future as recent, and unreadable dates as not", () => {
    expect(isRecentlyUpdated(daysAgo(-0.1), NOW)).toBe(true);
    expect(isRecentlyUpdated("not a date", NOW)).toBe(false);
    expect(isRecentlyUpdated(null, NOW)).toBe(false);
  });
  it("takes another window when asked", () => {
    expect(isRecentlyUpdated(daysAgo(10), NOW, 14)).toBe(true);
  });
});

const projects = [
  { name: "UDAY Padma", location: "Mirpur", updatedAt: daysAgo(60) },
  { name: "uday Bokul", location: "Uttara", updatedAt: daysAgo(6) },
  { name: "UDAY Meghna", location: "Gulshan", updatedAt: daysAgo(0.5) },
  { name: "UDAY Shapla", location: "Mirpur", updatedAt: daysAgo(3) },
];
const names = (list: { name: string }[]) => list.map((p) => p.name);

describe("sortProjects: newest, oldest, name A-Z, location A-Z", () => {
  it("lists the four options in order", () => {
    expect(SORT_KEYS).toEqual(["newest", "oldest", "name", "location"]);
    expect(isSortKey("name")).toBe(true);
    expect(isSortKey("price")).toBe(false);
  });
  it("newest puts the latest updatedAt first; oldest the reverse", () => {
    expect(names(sortProjects(projects, "newest"))).toEqual(["UDAY Meghna", "UDAY Shapla", "uday Bokul", "UDAY Padma"]);
    expect(names(sortProjects(projects, "oldest"))).toEqual(["UDAY Padma", "uday Bokul", "UDAY Shapla", "UDAY Meghna"]);
  });
  it("name A-Z ignores case", () => {
    expect(names(sortProjects(projects, "name"))).toEqual(["uday Bokul", "UDAY Meghna", "UDAY Padma", "UDAY Shapla"]);
  });
  it("location A-Z, then name within a location", () => {
    expect(names(sortProjects(projects, "location"))).toEqual(["UDAY Meghna", "UDAY Padma", "UDAY Shapla", "uday Bokul"]);
  });
  it("on a Bengali page, sorts by the Bengali name where one is written, else the English", () => {
    const bn = [
      { name: "UDAY Padma", nameBn: "উদয় পদ্মা", location: "Mirpur", updatedAt: daysAgo(1) },
      { name: "UDAY Bokul", nameBn: "উদয় বকুল", location: "Uttara", updatedAt: daysAgo(1) },
      { name: "UDAY Shapla", nameBn: "", location: "Mirpur", updatedAt: daysAgo(1) },
    ];
    // English: Bokul, Padma, Shapla. Bengali: "উদয় প…" before "উদয় ব…" (প comes before ব).
    expect(names(sortProjects(bn, "name"))).toEqual(["UDAY Bokul", "UDAY Padma", "UDAY Shapla"]);
    const inBengali = names(sortProjects(bn, "name", "bn"));
    expect(inBengali.indexOf("UDAY Padma")).toBeLessThan(inBengali.indexOf("UDAY Bokul"));
  });
  it("returns a copy and leaves the input untouched", () => {
    const before = names(projects);
    sortProjects(projects, "name");
    expect(names(projects)).toEqual(before);
  });
});
