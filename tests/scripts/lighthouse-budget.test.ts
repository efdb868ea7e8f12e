import { describe, expect, it } from "vitest";
import { BUDGET, median, type Run, summarize } from "../../scripts/lighthouse-budget";

const run = (over: Partial<Run>): Run => ({ perf: 99, a11y: 100, bp: 100, seo: 100, lcpMs: 1000, tbtMs: 40, cls: 0, jsBytes: 90_000, imgBytes: 50_000, ...over });

describe("the Lighthouse budget (issue 47)", () => {
  it("takes the median of each figure on its own, the middle two's mean for an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
    const s = summarize([run({ perf: 98, lcpMs: 1300 }), run({ perf: 100, lcpMs: 900 }), run({ perf: 99, lcpMs: 1100 })]);
    expect(s.median.perf).toBe(99);
    expect(s.median.lcpMs).toBe(1100);
    expect(s.spread.lcpMs).toEqual([900, 1300]);
  });

  it("passes a page whose medians and worst run are inside the budget", () => {
    const edge = run({ perf: BUDGET.perf, tbtMs: BUDGET.tbtMs, lcpMs: BUDGET.lcpMs });
    expect(summarize([edge, run({ perf: BUDGET.worstPerf }), run({})]).misses).toEqual([]);
  });

  it("names each figure that misses: the medians, and a single run below the floor", () => {
    expect(summarize([run({ perf: 96 })]).misses).toEqual([`median performance 96 < ${BUDGET.perf}`]);
    expect(summarize([run({ tbtMs: 101 })]).misses).toEqual([`median TBT 101 ms > ${BUDGET.tbtMs} ms`]);
    expect(summarize([run({ lcpMs: 1210 })]).misses).toEqual(["median LCP 1.21 s > 1.20 s"]);
    // The median is fine; one run of five fell apart.
    expect(summarize([run({}), run({}), run({}), run({}), run({ perf: 89 })]).misses).toEqual([`a run scored 89 < ${BUDGET.worstPerf}`]);
  });
});
