import { Hono } from "hono";
import { ITEM_RESOURCES, type ItemResource } from "../contract/revisions";
import { canUseMenu } from "../contract/roles";
import type { AppEnv } from "../env";
import { isApprover } from "../lib/approval";
import { ITEM_KINDS } from "../lib/item-kinds";
import { upcomingChanges, waitingApprovals } from "../lib/schedule";
import type { SessionUser } from "../lib/session-user";
import { currentUser } from "../middleware/require-menu";
import { endpoint } from "../middleware/endpoint";

/** The item resources a user may see in these lists: every one for an approver, else those of their menus. */
const visibleTo = (user: SessionUser): ItemResource[] =>
  isApprover(user.designation) ? [...ITEM_RESOURCES] : ITEM_RESOURCES.filter((r) => canUseMenu(user.designation, ITEM_KINDS[r].menu));

/** GET /approvals: items waiting for approval (pending, checking), oldest first (issue 32). */
export const approvals = new Hono<AppEnv>().get(
  "/",
  endpoint({ summary: "Items waiting for approval (pending, checking), oldest first", access: "session" }),
  async (c) => c.json(await waitingApprovals(c.var.db, visibleTo(currentUser(c)))),
);

/** GET /schedule: what goes live or comes down in the next 7 days, soonest first (the overview's card). */
export const schedule = new Hono<AppEnv>().get(
  "/",
  endpoint({ summary: "What goes live or comes down in the next 7 days, soonest first", access: "session" }),
  async (c) => c.json(await upcomingChanges(c.var.db, c.var.now(), 7, visibleTo(currentUser(c)))),
);
