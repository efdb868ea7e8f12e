import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { fail } from "../lib/errors";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ALLOWED_TYPES = ["application/json", "multipart/form-data"];

/**
 * Unsafe requests must come from this site's own pages. Browsers send Origin on every
 * cross-site POST/PATCH/DELETE, and Sec-Fetch-Site where Origin is absent. Hono's `csrf`
 * only guards form-like content types, so bodies must also be JSON or multipart: a
 * cross-site form can post text/plain or urlencoded without a preflight, never JSON.
 */
export const csrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (!UNSAFE.has(c.req.method)) return next();
  const self = new URL(c.req.url).origin;
  const origin = c.req.header("Origin");
  if (origin && origin !== self) fail(403, "Cross-site request refused.");
  if (!origin && c.req.header("Sec-Fetch-Site") === "cross-site") fail(403, "Cross-site request refused.");

  const length = c.req.header("Content-Length");
  const hasBody = (length !== undefined && length !== "0") || c.req.header("Transfer-Encoding") !== undefined;
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if ((hasBody || type) && !ALLOWED_TYPES.includes(type)) {
    fail(415, "Send the request body as application/json or multipart/form-data.");
  }
  await next();
});
