import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ErrorBody = { error: { message: string; issues?: unknown } };

export function errorBody(message: string, issues?: unknown): ErrorBody {
  return issues === undefined ? { error: { message } } : { error: { message, issues } };
}

/** Walks the cause chain: a network failure under a database call means the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 6; depth++) {
    if (e instanceof TypeError) return true; // Node's fetch(): "fetch failed" (refused, DNS)
    // workerd's fetch(): `Error: Network connection lost.` marked retryable.
    if ((e as { retryable?: boolean }).retryable === true) return true;
    if (/network connection lost|fetch failed|connection refused/i.test((e as Error).message ?? "")) return true;
    const code = (e as { code?: string }).code;
    if (code && /^(SERVER_ERROR|HRANA_|ECONNREFUSED|ENOTFOUND|ETIMEDOUT|UND_ERR)/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A UNIQUE/FOREIGN KEY constraint that a route's own checks lost a race to. */
export function isConstraintViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 6; depth++) {
    const code = (e as { code?: string }).code ?? "";
    if (code.startsWith("SQLITE_CONSTRAINT") || /SQLITE_CONSTRAINT/.test((e as Error).message ?? "")) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The one error handler: one JSON shape, never a stack trace. */
export function onError(err: Error, c: Context) {
  if (err instanceof HTTPException) {
    const res = err.getResponse();
    if (res.headers.get("content-type")?.includes("json")) return res;
    const status = err.status as ContentfulStatusCode;
    const headers = Object.fromEntries(res.headers);
    delete headers["content-type"];
    return c.json(errorBody(err.message || "Request failed"), status, headers);
  }
  if (isDatabaseUnavailable(err)) {
    console.error("database unavailable:", err.message);
    return c.json(errorBody("The service is temporarily unavailable. Please try again shortly."), 503, {
      "Retry-After": "5",
    });
  }
  if (isConstraintViolation(err)) {
    return c.json(errorBody("This conflicts with existing data: it may already exist, or what it refers to is gone."), 409);
  }
  console.error("unhandled error:", err);
  return c.json(errorBody("Internal server error"), 500);
}

/** Throw a 4xx/5xx with the shared JSON body. */
export function fail(status: ContentfulStatusCode, message: string, issues?: unknown, headers?: Record<string, string>): never {
  throw new HTTPException(status, {
    message,
    res: new Response(JSON.stringify(errorBody(message, issues)), {
      status,
      headers: { "content-type": "application/json; charset=UTF-8", ...headers },
    }),
  });
}
