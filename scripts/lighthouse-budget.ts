/**
 * The Lighthouse budget (issue 47) and how `npm run lighthouse` judges a page's runs against it.
 * Lighthouse simulates a phone from a trace recorded on this machine, so runs of one page differ; a
 * page is judged on the median of each figure over its runs (each figure on its own: the median LCP
 * need not come from the run with the median score), and on its worst run, so a page that is fast
 * on a quiet machine but falls apart on a busy one is seen here.
 */
export const BUDGET = { perf: 97, tbtMs: 100, lcpMs: 1200, worstPerf: 90 } as const;

/** One Lighthouse run of one page, as numbers. */
export type Run = { perf: number; a11y: number; bp: number; seo: number; lcpMs: number; tbtMs: number; cls: number; jsBytes: number; imgBytes: number };

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type Summary = {
  median: Run;
  /** Lowest and highest of each figure over the runs. */
  spread: { [K in keyof Run]: [number, number] };
  /** What misses the budget, in words; empty when the page meets it. */
  misses: string[];
};

const KEYS = ["perf", "a11y", "bp", "seo", "lcpMs", "tbtMs", "cls", "jsBytes", "imgBytes"] as const satisfies readonly (keyof Run)[];

export function summarize(runs: readonly Run[], budget: typeof BUDGET = BUDGET): Summary {
  const of = (key: keyof Run) => runs.map((r) => r[key]);
  const med = Object.fromEntries(KEYS.map((k) => [k, median(of(k))])) as Run;
  const spread = Object.fromEntries(KEYS.map((k) => [k, [Math.min(...of(k)), Math.max(...of(k))]])) as Summary["spread"];
  const misses: string[] = [];
  if (med.perf < budget.perf) misses.push(`median performance ${med.perf} < ${budget.perf}`);
  if (med.tbtMs > budget.tbtMs) misses.push(`median TBT ${Math.round(med.tbtMs)} ms > ${budget.tbtMs} ms`);
  if (med.lcpMs > budget.lcpMs) misses.push(`median LCP ${formatMs(med.lcpMs)} > ${formatMs(budget.lcpMs)}`);
  if (spread.perf[0] < budget.worstPerf) misses.push(`a run scored ${spread.perf[0]} < ${budget.worstPerf}`);
  return { median: med, spread, misses };
}

export function formatMs(v: number): string {
  return v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`;
}

/** "1.10 s (1.05–1.31)" for several runs, the value alone for one. */
export function withSpread(value: string, low: string, high: string, runs: number): string {
  return runs > 1 ? `${value} (${low}–${high})` : value;
}
