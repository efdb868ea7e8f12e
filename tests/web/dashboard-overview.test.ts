import { describe, expect, it } from "vitest";
import { filterItems, itemTitle, type OverviewItem } from "@/dashboard/features/overview/lib/overview-items";
import { combine } from "@/dashboard/features/overview/lib/overview-source";
import { approvalRate, approvalTrend, countStatuses, dhakaMonthStart, normalizeStatus, trendLabel } from "@/dashboard/features/overview/lib/overview-stats";

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

describe("the approval rate's trend from last month (issue 42)", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  it("starts the month at midnight in Dhaka", () => {
    expect(new Date(dhakaMonthStart(now)).toISOString()).toBe("2026-10-31T18:00:00.000Z");
    // 1 Dec 01:00 in Dhaka is already December.
    expect(new Date(dhakaMonthStart(new Date("2026-11-30T19:00:00Z"))).toISOString()).toBe("2026-11-30T18:00:00.000Z");
  });
  it("compares today's rate with the rate of the items that existed when the month began", () => {
    const old = (status: string) => ({ status, createdAt: "2026-10-10T00:00:00Z" });
    const fresh = (status: string) => ({ status, createdAt: "2026-11-20T00:00:00Z" });
    // Then 1 of 2 approved (50%); now 3 of 4 (75%): +25 points.
    expect(approvalTrend([old("Approved"), old("pending"), fresh("approved"), fresh("Approved")], now)).toBe(25);
    expect(approvalTrend([old("approved"), fresh("pending")], now)).toBe(-50);
    expect(approvalTrend([fresh("approved")], now)).toBeNull();
    // An item made in the last hours of October in Dhaka time is November's.
    expect(approvalTrend([{ status: "approved", createdAt: "2026-10-31T19:00:00Z" }], now)).toBeNull();
  });
  it("reads in the spec's words", () => {
    expect(trendLabel(12)).toBe("+12% from last month");
    expect(trendLabel(-3)).toBe("-3% from last month");
    expect(trendLabel(0)).toBe("0% from last month");
    expect(trendLabel(null)).toBe("New this month");
  });
});
