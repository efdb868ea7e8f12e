import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DatabaseTimeoutError } from "../db/client";

/** The one error shape of the API (docs/decisions.md "API shape"). */
export type ErrorBody = { error: { message: string; issues?: unknown } };

export function errorBody(message: string, issues?: unknown): ErrorBody {
  return issues === undefined ? { error: { message } } : { error: { message, issues } };
}

/** Throw a 4xx/5xx with the shared JSON body; onError answers it as it is. */
export function fail(status: ContentfulStatusCode, message: string, issues?: unknown, headers?: Record<string, string>): never {
  throw new HTTPException(status, {
    message,
    res: new Response(JSON.stringify(errorBody(message, issues)), {
      status,
      headers: { "content-type": "application/json; charset=UTF-8", ...headers },
    }),
  });
}

/**
 * An error and its causes, outermost first. drizzle wraps libSQL errors, which wrap fetch
 * errors: the telling one is often a few levels down. Bounded, so a cyclic chain cannot hang.
 */
export function* causes(err: unknown): Generator<{ message: string; code: string; raw: unknown }> {
  for (let e: unknown = err, depth = 0; e && depth < 6; depth++) {
    const message = String((e as { message?: unknown }).message ?? "");
    const code = String((e as { code?: unknown }).code ?? "");
    yield { message, code, raw: e };
    e = (e as { cause?: unknown }).cause;
  }
}

/** A network failure under a database call means the database is unreachable (503, not 500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const { message, code, raw } of causes(err)) {
    if (raw instanceof TypeError) return true; // Node's fetch(): "fetch failed" (refused, DNS)
    if (raw instanceof DatabaseTimeoutError) return true; // the per-call deadline of worker/db/client.ts
    // workerd's fetch(): `Error: Network connection lost.` marked retryable.
    if ((raw as { retryable?: boolean }).retryable === true) return true;
    if (/network connection lost|fetch failed|connection refused/i.test(message)) return true;
    if (/^(SERVER_ERROR|HRANA_|ECONNREFUSED|ENOTFOUND|ETIMEDOUT|UND_ERR)/.test(code)) return true;
  }
  return false;
}

/** A UNIQUE/FOREIGN KEY constraint that a route's own checks lost a race to. */
export function isConstraintViolation(err: unknown): boolean {
  for (const { message, code } of causes(err)) {
    if (code.startsWith("SQLITE_CONSTRAINT") || /SQLITE_CONSTRAINT/.test(message)) return true;
  }
  return false;
}

/** The message of the UNIQUE constraint an error comes from ("UNIQUE constraint failed: users.email"), or null. */
export function uniqueViolation(err: unknown): string | null {
  for (const { message } of causes(err)) if (/UNIQUE constraint failed/i.test(message)) return message;
  return null;
}

/**
 * The one conflict check for a write that lost a race to a unique index (the early checks could
 * not see the other request): a 409 with the same message as the early check, anything else rethrown.
 * `message` may depend on which index failed (users: username or email).
 */
export function conflictOr(message: string | ((violation: string) => { message: string; issues?: unknown }), issues?: unknown) {
  return (err: unknown): never => {
    const violation = uniqueViolation(err);
    if (violation === null) throw err;
    const answer = typeof message === "string" ? { message, issues } : message(violation);
    fail(409, answer.message, answer.issues);
  };
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
