import { describe, expect, it } from "vitest";
import { locationsOf, menuColumn, menuPreview, projectMenu } from "@/site/components/layouts/lib/menu-preview";
import { isDetailPath, staticBannerPage } from "@/site/features/banner-statics/lib/static-banner";
import { SITE } from "@/shared/config/site";
import { canonicalPath } from "../../worker/contract/public-pages";

const p = (category: string, location: string, name = "") => ({ category, location, name });
const projects = [
  ...Array.from({ length: 8 }, (_, i) => p("Land Share For Flat", i % 2 ? "Uttara" : "Mirpur", `L${i}`)),
  ...Array.from({ length: 4 }, (_, i) => p("Under Construction", "Gulshan", `U${i}`)),
  p("Ready Apartment", " Banani ", "R0"),
];

describe("the header's menu summary", () => {
  const full = projects.map((x, i) => ({ ...x, uniId: `PRJ-${i}`, nameBn: `বাং ${x.name}`, locationBn: `বাং ${x.location.trim()}` }));
  const menu = projectMenu(full, "bn");

  it("gives each column what the full list gives it, on desktop and on mobile", () => {
    for (const category of ["Land Share For Flat", "Under Construction", "Ready Apartment"]) {
      for (const limit of [SITE.menuPreviewDesktop, SITE.menuPreviewMobile]) {
        const fromList = menuPreview(full, category, limit);
        expect(menuColumn(menu, category, limit)).toEqual({ items: fromList.items.map(({ uniId, name, nameBn }) => ({ uniId, name, nameBn })), more: fromList.more });
      }
    }
    expect(menu.locations.map((l) => l.location)).toEqual(locationsOf(full));
  });

  it("carries the Bengali twins on a Bengali page only: an English page shows none", () => {
    expect(menu.columns[0]!.items[0]).toEqual({ uniId: "PRJ-0", name: "L0", nameBn: "বাং L0" });
    expect(menu.locations[0]).toEqual({ location: "Banani", locationBn: "বাং Banani" });
    const english = projectMenu(full, "en");
    expect(english.columns.flatMap((c) => c.items.map((i) => i.nameBn))).toEqual(english.columns.flatMap((c) => c.items.map(() => "")));
    expect(english.locations.map((l) => l.locationBn)).toEqual(menu.locations.map(() => ""));
    expect(english.columns.map((c) => [c.items.map((i) => i.name), c.total])).toEqual(menu.columns.map((c) => [c.items.map((i) => i.name), c.total]));
  });

  it("carries no more projects than the longer preview shows", () => {
    expect(Math.max(...menu.columns.map((c) => c.items.length))).toBe(Math.max(SITE.menuPreviewDesktop, SITE.menuPreviewMobile));
    expect(menuColumn(null, "Ready Apartment", 5)).toEqual({ items: [], more: 0 });
  });
});

describe("project menu previews", () => {
  it("shows 5 per category on desktop with +N more", () => {
    const land = menuPreview(projects, "Land Share For Flat", SITE.menuPreviewDesktop);
    expect(land.items.map((x) => x.name)).toEqual(["L0", "L1", "L2", "L3", "L4"]);
    expect(land.more).toBe(3);
  });

  it("shows 3 per category on mobile", () => {
    const land = menuPreview(projects, "Land Share For Flat", SITE.menuPreviewMobile);
    expect(land.items).toHaveLength(3);
    expect(land.more).toBe(5);
  });

  it("has no +N when a category fits", () => {
    expect(menuPreview(projects, "Under Construction", 5)).toMatchObject({ more: 0 });
    expect(menuPreview(projects, "Ready Apartment", 5).items).toHaveLength(1);
    expect(menuPreview([], "Ready Apartment", 5)).toEqual({ items: [], more: 0 });
  });

  it("lists each location once, alphabetically", () => {
    expect(locationsOf(projects)).toEqual(["Banani", "Gulshan", "Mirpur", "Uttara"]);
  });
});

describe("static banner pages", () => {
  it("is named after the first path segment", () => {
    expect(staticBannerPage("/blog")).toBe("blog");
    expect(staticBannerPage("/news-event/NEV-0001")).toBe("news-event");
    expect(staticBannerPage("/projects")).toBe("projects");
    expect(staticBannerPage("/about")).toBe("about");
    expect(staticBannerPage("/button")).toBe("button");
  });

  it("is absent on home, project detail and unknown pages", () => {
    expect(staticBannerPage("/")).toBeNull();
    expect(staticBannerPage("/projects/PRJ-0001")).toBeNull();
    expect(staticBannerPage("/nowhere")).toBeNull();
    expect(staticBannerPage("/about/extra")).toBeNull();
    expect(staticBannerPage("/blog/a/b")).toBeNull();
  });

  it("knows a detail screen from a list page", () => {
    expect(isDetailPath("/blog")).toBe(false);
    expect(isDetailPath("/blog/BLG-0001")).toBe(true);
  });
});

describe("canonicalPath: a public path with the wrong capitals has one spelling (docs/decisions.md)", () => {
  it("lower-cases the first segment of a public page and keeps the rest", () => {
    expect(canonicalPath("/News-Event")).toBe("/news-event");
    expect(canonicalPath("/CONTACT")).toBe("/contact");
    expect(canonicalPath("/Projects/PRJ-0001")).toBe("/projects/PRJ-0001");
    expect(canonicalPath("/Blog/")).toBe("/blog/");
  });

  it("leaves canonical paths, the home page and unknown pages alone", () => {
    expect(canonicalPath("/news-event")).toBeNull();
    expect(canonicalPath("/projects/PRJ-0001")).toBeNull();
    expect(canonicalPath("/")).toBeNull();
    expect(canonicalPath("/Nowhere")).toBeNull();
    expect(canonicalPath("/Dashboard")).toBeNull();
  });
});
