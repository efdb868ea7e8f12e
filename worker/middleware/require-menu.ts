import { createMiddleware } from "hono/factory";
import { canUseMenu } from "../contract/roles";
import type { AppEnv } from "../env";
import type { SessionUser } from "../lib/session-user";
import { fail } from "../lib/errors";

/** 401 without a live session. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) fail(401, "Please log in to continue.");
  c.header("Cache-Control", "no-store");
  await next();
});

/** 401 without a session, 403 unless the user's designation allows one of the menu ids (SPEC §6). */
export function requireMenu(ids: string[], deniedMessage = "You do not have permission to do this.") {
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
