import { createMiddleware } from "hono/factory";
import type { MiddlewareHandler } from "hono";
import { canUseMenu } from "../contract/roles";
import type { AppEnv } from "../env";
import { fail } from "../lib/errors";
import type { SessionUser } from "../lib/session-user";

/*
 * The guards a route's declaration derives (middleware/endpoint.ts); routes name their access there,
 * never a guard, so what GET /api/openapi.json says and what the guard enforces cannot differ.
 */

/** 401 without a live session. */
export const requireUser: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) fail(401, "Please log in to continue.");
  c.header("Cache-Control", "no-store");
  await next();
});

/** 401 without a session, 403 unless the user's designation allows one of the menu ids (docs/product.md §6). */
export function requireMenu(ids: string[], deniedMessage = "You do not have permission to do this."): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) fail(401, "Please log in to continue.");
    if (!canUseMenu(user.designation, ...ids)) fail(403, deniedMessage);
    c.header("Cache-Control", "no-store");
    await next();
  });
}

export function currentUser(c: { var: { user: SessionUser | null } }): SessionUser {
  if (!c.var.user) fail(401, "Please log in to continue.");
  return c.var.user;
}
