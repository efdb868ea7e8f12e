import { describe, expect, it } from "vitest";
import { dashboardPatterns } from "@/dashboard/config/dashboard-paths";
import { paths } from "@/shared/config/paths";
import { landSizeInSft, leadLink } from "@/shared/lib/contract";

describe("land sizes in square feet (docs/product.md §7, Landowners)", () => {
  it("counts a katha as 720 sft and a decimal as 435.6 sft", () => {
    expect(landSizeInSft(1, "katha")).toBe(720);
    expect(landSizeInSft(5, "katha")).toBe(3600);
    expect(landSizeInSft(1, "decimal")).toBe(435.6);
    expect(landSizeInSft(10, "decimal")).toBe(4356);
    expect(landSizeInSft(2880, "sft")).toBe(2880);
  });

  it("keeps one decimal place for fractions of a unit", () => {
    expect(landSizeInSft(2.5, "katha")).toBe(1800);
    expect(landSizeInSft(3.33, "decimal")).toBe(1450.5);
  });
});

describe("an alert's link to its lead", () => {
  it("opens the dashboard's inbox screen, where ?lead= shows that lead", () => {
    expect(leadLink(42)).toBe(`${paths.dashboard(dashboardPatterns.inbox)}?lead=42`);
  });
});
