import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** What the local worker reads from its env file (the Worker secrets and vars of production). */
export type WorkerVars = {
  LIBSQL_URL: string;
  LIBSQL_AUTH_TOKEN?: string;
  JWT_SECRET: string;
  ENVIRONMENT?: string;
  /** The sender of the sales team's alerts (worker/lib/outbox.ts); locally, the simulated Email Service takes any. */
  MAIL_FROM?: string;
  /** "1": a request's `x-test-now` header is its clock (worker/lib/test-clock.ts); the browser tests' worker only. */
  TEST_CLOCK?: string;
};

/** The local sender of alerts: `wrangler dev` simulates Email Service and writes each message to .wrangler/tmp/email/. */
export const LOCAL_MAIL_FROM = "alerts@uday.localhost";

/** A random token for one run of the local libSQL endpoint. */
export const newToken = () => randomBytes(32).toString("base64url");

/**
 * Secrets reach `wrangler dev` through `--env-file` (read like .dev.vars), never through `--var`,
 * whose values any local user sees in `ps`. The file is created owner-only (0600) in the data dir.
 * wrangler expands `$NAME` in values, so `$` is escaped; quotes, backslashes and newlines are refused.
 */
export function writeWorkerEnvFile(dir: string, vars: WorkerVars): { path: string; remove: () => void } {
  const path = join(dir, "worker.env");
  const lines = Object.entries(vars)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "")
    .map(([key, value]) => {
      if (/['"\\\r\n]/.test(value)) throw new Error(`${key} may not contain quotes, backslashes or line breaks`);
      return `${key}='${value.replaceAll("$", "\\$")}'`;
    });
  rmSync(path, { force: true }); // a new file gets the mode; an old one would keep its own
  writeFileSync(path, `${lines.join("\n")}\n`, { mode: 0o600 });
  return { path, remove: () => rmSync(path, { force: true }) };
}

/** `wrangler dev` arguments shared by `npm start`, the load test and the tests' worker helper. */
export const wranglerDevArgs = (opts: { port: number; persistTo: string; envFile: string }) => [
  "dev",
  "--ip", "127.0.0.1",
  "--port", String(opts.port),
  "--persist-to", opts.persistTo,
  "--env-file", opts.envFile,
  "--show-interactive-dev-session=false",
];
