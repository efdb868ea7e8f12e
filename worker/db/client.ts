import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql/web";

/**
 * Longest one libSQL HTTP exchange may take. A database that accepts connections but never
 * answers would otherwise hold every API request open until the runtime gives up on it.
 */
export const DB_DEADLINE_MS = 5_000;

/** The database did not answer in time: the error handler turns it into a 503. */
export class DatabaseTimeoutError extends Error {
  override name = "DatabaseTimeoutError";
}

/**
 * fetch with a deadline over the whole exchange, body included: the answer is read before it is
 * handed to the client, so a server that stalls mid-body times out too. (Hrana answers are small
 * JSON documents that the client would read whole anyway.)
 */
function fetchWithDeadline(deadlineMs: number, timing?: DbTiming) {
  return async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const signal = AbortSignal.timeout(deadlineMs);
    const started = Date.now();
    try {
      const res = await fetch(input, { ...init, signal });
      const body = await res.arrayBuffer();
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    } catch (err) {
      if (signal.aborted) throw new DatabaseTimeoutError(`libSQL did not answer within ${deadlineMs} ms`, { cause: err });
      throw err;
    } finally {
      if (timing) timing.ms += Date.now() - started;
    }
  };
}

/** Time one request spent waiting on libSQL, for its Server-Timing header. Per request, never shared. */
export type DbTiming = { ms: number };

/**
 * The worker always talks to libSQL over HTTP (Hrana), locally as in production,
 * so there is one code path to trust. https://docs.turso.tech/sdk/ts/reference
 *
 * In the worker, call this once per request and never keep the result beyond it: the client
 * queues queries behind a concurrency limit, and workerd cancels any request that waits on I/O
 * another request started, which deadlocked a shared client for the isolate's lifetime.
 * Creating one costs no I/O (protocol v2 needs no version probe).
 */
export function createDb(url: string, authToken?: string, opts: { deadlineMs?: number; timing?: DbTiming } = {}) {
  const client = createClient({ url, authToken, fetch: fetchWithDeadline(opts.deadlineMs ?? DB_DEADLINE_MS, opts.timing) });
  // No `schema`: the code queries with the SQL builders, never `db.query`, and drizzle would walk
  // every table to build the relational config on each call (a fifth of a cached page's CPU).
  return drizzle(client);
}

export type Db = ReturnType<typeof createDb>;

/**
 * The request's database, made on its first use. A public read answered from the isolate's copies
 * (worker/middleware/public-cache.ts) never queries, and building a client for it (URL parsing, the
 * HTTP client, drizzle) was a tenth of such a request's CPU. Still one client per request, never shared.
 */
export function onFirstUse(make: () => Db): Db {
  let db: Db | undefined;
  return new Proxy({} as Db, {
    get(_target, prop) {
      db ??= make();
      const value: unknown = Reflect.get(db, prop, db);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
  });
}
