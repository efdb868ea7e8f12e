import { createMiddleware } from "hono/factory";
import { responseKind, SECURITY_HEADERS } from "../lib/response-kinds";

/**
 * The outermost step of every answer the worker makes: the security headers of what the answer is
 * (lib/response-kinds.ts), set over whatever an inner step wrote, on every status. A 304 thus
 * carries the same policy as its 200, which the browser merges into its stored copy.
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(SECURITY_HEADERS[responseKind(c.req.path)])) headers.set(name, value);
});
