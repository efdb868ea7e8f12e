const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** ISO-8601 timestamp `days` (plus `hours`) before `now`, the format the schema's defaults produce. */
export function ago(now: Date, days: number, hours = 0): string {
  return new Date(now.getTime() - days * DAY - hours * HOUR).toISOString();
}

/** Deterministic "random" spread for ids and offsets: a small integer hash of a number. */
export function spread(i: number, mod: number): number {
  return Math.abs(Math.imul(i + 7, 2654435761) >> 8) % mod;
}
