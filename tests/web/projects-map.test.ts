import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { wrapIndex } from "@/shared/components/gallery/wrap-index";
import { createHoverCard } from "@/site/features/projects/lib/hover-card";
import { hoverCardPosition, mappableProjects } from "@/site/features/projects/lib/map-points";
import { parseLocationCode } from "@/shared/lib/contract";

describe("coordinate validity (parseLocationCode)", () => {
  it("accepts two comma-separated numbers in range", () => {
    expect(parseLocationCode("23.8103,90.4125")).toEqual({ lat: 23.8103, lng: 90.4125 });
    expect(parseLocationCode(" -90 , 180 ")).toEqual({ lat: -90, lng: 180 });
  });
  it("rejects empty, malformed and out-of-range codes", () => {
    for (const bad of [null, "", "  ", "not-a-location", "23.8", "1,2,3", "95.1,200.3", "23.8,", ",90.4", "91,0", "0,-181"]) {
      expect(parseLocationCode(bad)).toBeNull();
    }
  });
});

describe("mappableProjects", () => {
  it("keeps projects with valid coordinates and counts the hidden ones", () => {
    const { points, hidden } = mappableProjects([
      { uniId: "A", locationCode: "23.81,90.41" },
      { uniId: "B", locationCode: "not-a-location" },
      { uniId: "C", locationCode: null },
      { uniId: "D", locationCode: "23.75,90.37" },
    ]);
    expect(points.map((p) => [p.project.uniId, p.lat, p.lng])).toEqual([
      ["A", 23.81, 90.41],
      ["D", 23.75, 90.37],
    ]);
    expect(hidden).toBe(2);
  });
});

describe("hoverCardPosition: offset x+20, y-100", () => {
  const card = { width: 256, height: 200 };
  const map = { width: 1200, height: 500 };
  it("places the card at the marker point plus the offset", () => {
    expect(hoverCardPosition({ x: 400, y: 250 }, card, map)).toEqual({ left: 420, top: 150 });
  });
  it("pulls the card back inside the map near an edge", () => {
    expect(hoverCardPosition({ x: 1150, y: 250 }, card, map)).toEqual({ left: 1200 - 256 - 8, top: 150 });
    expect(hoverCardPosition({ x: 400, y: 40 }, card, map)).toEqual({ left: 420, top: 8 });
    expect(hoverCardPosition({ x: 400, y: 480 }, card, map)).toEqual({ left: 420, top: 500 - 200 - 8 });
  });
});

describe("hover card timing", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("closes 300 ms after the pointer leaves the marker", () => {
    const seen: (string | null)[] = [];
    const card = createHoverCard<string>((v) => seen.push(v));
    card.open("A");
    card.leaveMarker();
    vi.advanceTimersByTime(299);
    expect(seen).toEqual(["A"]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["A", null]);
  });
  it("stays open when the pointer reaches the card in time, and closes at once on leaving it", () => {
    const seen: (string | null)[] = [];
    const card = createHoverCard<string>((v) => seen.push(v));
    card.open("A");
    card.leaveMarker();
    vi.advanceTimersByTime(200);
    card.enterCard();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(["A"]);
    card.leaveCard();
    expect(seen).toEqual(["A", null]);
  });
  it("moving to another marker replaces the card without a pending close", () => {
    const seen: (string | null)[] = [];
    const card = createHoverCard<string>((v) => seen.push(v));
    card.open("A");
    card.leaveMarker();
    card.open("B");
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(["A", "B"]);
  });
});

describe("wrapIndex: sliders and the lightbox wrap at both ends", () => {
  it("wraps forwards and backwards", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
