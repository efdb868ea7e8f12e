import { Agent, request } from "node:http";
import type { Call } from "./routes";
import type { Outcome } from "./stats";

const REQUEST_TIMEOUT_MS = 30_000;

// node:http rather than fetch: an aborted request must settle at once, every time, and sockets
// are kept alive per client like a browser's.
const agent = new Agent({ keepAlive: true });

/** One request; settles on the answer, on the client's own abort, or after 30 s without an answer. */
export function once(base: string, c: Call, abortAfterMs?: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const settle = (o: Outcome) => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      resolve(o);
    };
    const { method = "GET", headers = {}, body } = c.init ?? {};
    const req = request(new URL(c.path, base), { method, agent, headers: { "Accept-Encoding": "gzip, br", ...(headers as Record<string, string>) } }, (res) => {
      res.on("data", () => {});
      const retryAfter = Number(res.headers["retry-after"]);
      const stale = /cache;desc=stale/.test(String(res.headers["server-timing"] ?? ""));
      res.on("end", () => settle({ status: res.statusCode!, ms: performance.now() - started, ...(retryAfter > 0 ? { retryAfter } : {}), ...(stale ? { stale } : {}) }));
      res.on("error", (e: NodeJS.ErrnoException) => settle({ error: e.code ?? e.message }));
    });
    req.on("error", (e: NodeJS.ErrnoException) => settle({ error: e.code ?? e.message }));
    if (abortAfterMs !== undefined) timers.push(setTimeout(() => (settle({ aborted: true }), req.destroy()), abortAfterMs));
    timers.push(setTimeout(() => (settle({ error: `no answer within ${REQUEST_TIMEOUT_MS / 1000} s` }), req.destroy()), REQUEST_TIMEOUT_MS));
    req.end(body as string | undefined);
  });
}

