/** Per-route tallies of a load run, and the report printed at its end. */
/**
 * `retryAfter`: the answer's Retry-After, in seconds, when it had one. `stale`: an older copy, served
 * because the current one could not be made in time (its Server-Timing says `cache;desc=stale`).
 */
export type Outcome = { status: number; ms: number; retryAfter?: number; stale?: boolean } | { error: string } | { aborted: true };

export class RouteStats {
  readonly latencies: number[] = [];
  ok2xx = 0;
  c4xx = 0;
  c5xx = 0;
  stale = 0;
  errors = 0;
  aborted = 0;
  statuses = new Map<number, number>();
  errorSamples = new Set<string>();

  add(o: Outcome) {
    if ("aborted" in o) return void this.aborted++;
    if ("error" in o) {
      this.errors++;
      if (this.errorSamples.size < 3) this.errorSamples.add(o.error);
      return;
    }
    this.latencies.push(o.ms);
    if (o.stale) this.stale++;
    this.statuses.set(o.status, (this.statuses.get(o.status) ?? 0) + 1);
    if (o.status >= 500) this.c5xx++;
    else if (o.status >= 400) this.c4xx++;
    else this.ok2xx++;
  }

  get answered() {
    return this.latencies.length;
  }

  percentile(p: number): number {
    if (!this.latencies.length) return NaN;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  }
}

const pad = (v: string | number, n: number) => String(v).padStart(n);

/** A fixed-width table: route, req/s, p50/p99 (ms) and the answer counts. */
export function table(routes: Map<string, RouteStats>, seconds: number): string {
  const head = `${"route".padEnd(32)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("2xx", 8)}${pad("4xx", 7)}${pad("5xx", 6)}${pad("errors", 8)}${pad("aborted", 9)}`;
  const rows = [...routes].map(([name, s]) =>
    `${name.padEnd(32)}${pad((s.answered / seconds).toFixed(1), 8)}${pad(Math.round(s.percentile(50)), 8)}${pad(Math.round(s.percentile(99)), 8)}` +
      `${pad(s.ok2xx, 8)}${pad(s.c4xx, 7)}${pad(s.c5xx, 6)}${pad(s.errors, 8)}${pad(s.aborted, 9)}`,
  );
  return [head, ...rows].join("\n");
}

/** All routes folded into one. */
export function total(routes: Map<string, RouteStats>): RouteStats {
  const all = new RouteStats();
  for (const s of routes.values()) {
    all.latencies.push(...s.latencies);
    all.ok2xx += s.ok2xx;
    all.c4xx += s.c4xx;
    all.c5xx += s.c5xx;
    all.stale += s.stale;
    all.errors += s.errors;
    all.aborted += s.aborted;
    for (const [k, v] of s.statuses) all.statuses.set(k, (all.statuses.get(k) ?? 0) + v);
    for (const e of s.errorSamples) if (all.errorSamples.size < 5) all.errorSamples.add(e);
  }
  return all;
}
