import { createMiddleware } from "hono/factory";
import type { MiddlewareHandler } from "hono";
import { canUseMenu } from "../contract/roles";
import type { AppEnv } from "../env";
import { fail } from "../lib/errors";
import type { SessionUser } from "../lib/session-user";

/**
 * Who a guard lets through, carried by the guard itself so the OpenAPI table can be checked
 * against the routes (tests/worker/openapi.test.ts): any signed-in user, designations allowed one
 * of these menu ids, or the user named by the path's `id` and otherwise those designations.
 */
export type GuardAccess = "session" | string[] | { self: true; menus: string[] };
export type Guard = MiddlewareHandler<AppEnv> & { access: GuardAccess };

export const guard = (access: GuardAccess, mw: MiddlewareHandler<AppEnv>): Guard => Object.assign(mw, { access });

/** 401 without a live session. */
export const requireUser = guard(
  "session",
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.user) fail(401, "Please log in to continue.");
    c.header("Cache-Control", "no-store");
    await next();
  }),
);

/** 401 without a session, 403 unless the user's designation allows one of the menu ids (docs/product.md §6). */
export function requireMenu(ids: string[], deniedMessage = "You do not have permission to do this."): Guard {
  return guard(
    ids,
    createMiddleware<AppEnv>(async (c, next) => {
      const user = c.var.user;
      if (!user) fail(401, "Please log in to continue.");
      if (!canUseMenu(user.designation, ...ids)) fail(403, deniedMessage);
      c.header("Cache-Control", "no-store");
      await next();
    }),
  );
}

export function currentUser(c: { var: { user: SessionUser | null } }): SessionUser {
  if (!c.var.user) fail(401, "Please log in to continue.");
  return c.var.user;
}
