/**
 * Whether `npm start` may write demo data. The demo users have publicly known passwords, so they
 * only go into the database of the local endpoint `npm start` runs itself, or into another one
 * (LIBSQL_URL) when asked with `--demo`. An empty database it was not asked to fill is refused.
 */
export type SeedDecision = "seed" | "skip" | "refuse";

export function seedDecision(opts: { ownEndpoint: boolean; demo: boolean; empty: boolean }): SeedDecision {
  if (!opts.empty) return "skip";
  return opts.ownEndpoint || opts.demo ? "seed" : "refuse";
}

export const REFUSE_MESSAGE = `LIBSQL_URL points at a database that \`npm start\` did not create, and it is empty.
Demo data (three staff users with publicly known passwords) goes into such a database only when asked:
  npm start -- --demo
For a real site, create the first Super-Admin with \`npm run user:create\` instead (see README, Deploying).`;
