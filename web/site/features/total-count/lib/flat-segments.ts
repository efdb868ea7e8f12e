import type { TotalCount } from "@/shared/lib/contract";

export type Segment = { key: "handover" | "construction" | "upcoming"; value: number; share: number };

/**
 * The donut of planned flats: handed over, under construction, and the rest (upcoming). With the
 * docs/product.md §1 figures 946 + 369 + 257 = 1572 exactly. Shares are of the larger of the total and the parts.
 */
export function flatSegments(c: Pick<TotalCount, "totalFlat" | "handoverFlat" | "constructionFlat">): Segment[] {
  const handover = Math.max(0, c.handoverFlat);
  const construction = Math.max(0, c.constructionFlat);
  const upcoming = Math.max(0, c.totalFlat - handover - construction);
  const whole = Math.max(c.totalFlat, handover + construction + upcoming);
  const share = (v: number) => (whole > 0 ? v / whole : 0);
  return [
    { key: "handover", value: handover, share: share(handover) },
    { key: "construction", value: construction, share: share(construction) },
    { key: "upcoming", value: upcoming, share: share(upcoming) },
  ];
}
