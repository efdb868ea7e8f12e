import { describe, expect, it } from "vitest";
import { filterItems, itemTitle, type OverviewItem } from "@/features/overview/lib/overview-items";
import { combine } from "@/features/overview/lib/overview-source";
import { approvalRate, countStatuses, normalizeStatus } from "@/features/overview/lib/overview-stats";

describe("overview status counts (docs/product.md §2, §4)", () => {
  it("counts approved, pending, rejected and archived case-insensitively", () => {
    const items = ["approved", "APPROVED", " Approved ", "pending", "Pending", "rejected", "archived", "checking", "", "weird"].map((status) => ({ status }));
    expect(countStatuses(items)).toEqual({ total: 10, approved: 3, pending: 2, rejected: 1, archived: 1 });
  });

  it("counts the media forms' 'archive' as archived", () => {
    expect(normalizeStatus("Archive")).toBe("archived");
    expect(countStatuses([{ status: "archive" }, { status: "ARCHIVED" }]).archived).toBe(2);
  });

  it("tolerates missing statuses", () => {
    expect(countStatuses([{ status: null }, { status: undefined }])).toEqual({ total: 2, approved: 0, pending: 0, rejected: 0, archived: 0 });
  });
});

describe("approval rate", () => {
  it("is the rounded percentage of approved items", () => {
    expect(approvalRate(24, 28)).toBe(86);
    expect(approvalRate(1, 3)).toBe(33);
    expect(approvalRate(2, 3)).toBe(67);
    expect(approvalRate(1, 200)).toBe(1);
    expect(approvalRate(5, 5)).toBe(100);
  });

  it("is 0 when there is nothing to rate", () => {
    expect(approvalRate(0, 0)).toBe(0);
  });
});

const item = (id: string, title: string | null, description: string, status: string, createdAt: string): OverviewItem => ({ id, title, description, status, createdAt });
const items = [
  item("a", "UDAY Meghna", "Four-bed homes", "approved", "2026-01-03T00:00:00Z"),
  item("b", "Land share guide", "How the sharing ratio works", "Pending", "2026-03-01T00:00:00Z"),
  item("c", null, "Untitled draft about Meghna river views", "archive", "2026-02-01T00:00:00Z"),
];

describe("overview filters", () => {
  it("lists newest first without filters", () => {
    expect(filterItems(items, { q: "", status: "" }).map((i) => i.id)).toEqual(["b", "c", "a"]);
  });

  it("searches title, name and description case-insensitively", () => {
    expect(filterItems(items, { q: "meghna", status: "" }).map((i) => i.id)).toEqual(["c", "a"]);
    expect(filterItems(items, { q: "RATIO", status: "" }).map((i) => i.id)).toEqual(["b"]);
  });

  it("filters by status case-insensitively, 'archive' included in Archived", () => {
    expect(filterItems(items, { q: "", status: "pending" }).map((i) => i.id)).toEqual(["b"]);
    expect(filterItems(items, { q: "", status: "archived" }).map((i) => i.id)).toEqual(["c"]);
    expect(filterItems(items, { q: "meghna", status: "approved" }).map((i) => i.id)).toEqual(["a"]);
  });

  it("names an untitled item by its kind and position", () => {
    expect(itemTitle(items[2]!, "Blog", 2)).toBe("Blog 3");
    expect(itemTitle(item("d", "   ", "", "", ""), "Project", 0)).toBe("Project 1");
    expect(itemTitle(items[0]!, "Project", 0)).toBe("UDAY Meghna");
  });
});

describe("combined lists (Content = banners + news events)", () => {
  const ready = (n: number) => ({ state: "ready" as const, items: items.slice(0, n) });
  it("adds the items of every part", () => {
    expect(combine(ready(1), ready(2))).toEqual({ state: "ready", items: [...items.slice(0, 1), ...items.slice(0, 2)] });
  });

  it("is not available when a part is not, and loading while a part loads", () => {
    expect(combine(ready(1), { state: "unavailable" })).toEqual({ state: "unavailable" });
    expect(combine({ state: "loading" }, ready(1))).toEqual({ state: "loading" });
  });
});
