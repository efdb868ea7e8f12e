import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { fail } from "../lib/errors";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ALLOWED_TYPES = ["application/json", "multipart/form-data"];

/**
 * Whether a request comes from another site's page: its Origin names another origin, or, where a
 * browser sends no Origin, Sec-Fetch-Site says cross-site. The buyer portal's plain form posts ask it
 * too (routes/my-forms.ts).
 */
export function isCrossSite(req: { url: string; header: (name: string) => string | undefined }): boolean {
  const origin = req.header("Origin");
  if (origin) return origin !== new URL(req.url).origin;
  return req.header("Sec-Fetch-Site") === "cross-site";
}

/**
 * Unsafe requests must come from this site's own pages. Browsers send Origin on every
 * cross-site POST/PATCH/DELETE, and Sec-Fetch-Site where Origin is absent. Hono's `csrf`
 * only guards form-like content types, so bodies must also be JSON or multipart: a
 * cross-site form can post text/plain or urlencoded without a preflight, never JSON.
 */
export const csrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (!UNSAFE.has(c.req.method)) return next();
  if (isCrossSite(c.req)) fail(403, "Cross-site request refused.");

  const length = c.req.header("Content-Length");
  const hasBody = (length !== undefined && length !== "0") || c.req.header("Transfer-Encoding") !== undefined;
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if ((hasBody || type) && !ALLOWED_TYPES.includes(type)) {
    fail(415, "Send the request body as application/json or multipart/form-data.");
  }
  await next();
});
