import { describe, expect, it } from "vitest";
import { filteredProjects, firstProjects } from "@/site/features/home/lib/category-filter";
import { SUPPLIER_IDS, supplierOrder } from "@/site/features/home/lib/suppliers";

const LAND = "Land Share For Flat";
const BUILD = "Under Construction";
const READY = "Ready Apartment";
const projects = [LAND, LAND, BUILD, LAND, READY, BUILD, LAND, LAND, BUILD].map((category, i) => ({ id: i + 1, category }));

describe("home project lists", () => {
  it("discovers the first 3 projects", () => {
    expect(firstProjects(projects).map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it("shows projects 4 to 6 when no category is chosen", () => {
    expect(filteredProjects(projects, null).map((p) => p.id)).toEqual([4, 5, 6]);
  });

  it("shows the first 3 of a chosen category", () => {
    expect(filteredProjects(projects, LAND).map((p) => p.id)).toEqual([1, 2, 4]);
    expect(filteredProjects(projects, BUILD).map((p) => p.id)).toEqual([3, 6, 9]);
    expect(filteredProjects(projects, READY).map((p) => p.id)).toEqual([5]);
  });

  it("is empty for a category without projects, or when there are 3 projects or fewer", () => {
    expect(filteredProjects(projects.filter((p) => p.category !== READY), READY)).toEqual([]);
    expect(filteredProjects(projects.slice(0, 3), null)).toEqual([]);
  });
});

describe("supplier logos", () => {
  it("has 16 logos with id 5 last", () => {
    const order = supplierOrder();
    expect(order).toHaveLength(16);
    expect(order.at(-1)).toBe(5);
    expect(order.slice(0, 5)).toEqual([1, 2, 3, 4, 6]);
    expect([...order].sort((a, b) => a - b)).toEqual(SUPPLIER_IDS);
  });
});

describe("counts graphic segments", async () => {
  const { flatSegments } = await import("@/site/features/total-count/lib/flat-segments");
  it("splits planned flats into handed over, under construction and upcoming", () => {
    const s = flatSegments({ totalFlat: 1572, handoverFlat: 946, constructionFlat: 369 });
    expect(s.map((x) => x.value)).toEqual([946, 369, 257]);
    expect(s.reduce((a, x) => a + x.share, 0)).toBeCloseTo(1);
  });

  it("never goes negative and survives an all-zero record", () => {
    expect(flatSegments({ totalFlat: 10, handoverFlat: 8, constructionFlat: 5 }).map((x) => x.value)).toEqual([8, 5, 0]);
    expect(flatSegments({ totalFlat: 0, handoverFlat: 0, constructionFlat: 0 }).every((x) => x.share === 0)).toBe(true);
  });
});
