import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { Hono } from "hono";
import { type Activity, activityQuery } from "../contract/activity";
import type { Page } from "../contract/paging";
import { MENU_IDS } from "../contract/roles";
import { activity as activityTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { visibleLabel } from "../lib/activity";
import { validate } from "../lib/form";
import { matchesAny, offsetOf } from "../lib/paging";
import { currentUser } from "../middleware/require-menu";
import { endpoint } from "../middleware/endpoint";

const t = activityTable;

/**
 * GET /activity: the activity log for Admin and Super-Admin (Reports › Activity), newest first,
 * always one page. Filters: userId, resource; q matches the user's name, the resource id and the label.
 * A lead's label (a name, a note) only for those with the inbox (lib/activity.ts visibleLabel).
 */
export const activity = new Hono<AppEnv>().get(
  "/",
  endpoint({ summary: "The activity log, newest first, one page (page, pageSize, q, userId, resource)", access: [MENU_IDS.activity] }),
  async (c) => {
    const query = validate(activityQuery, c.req.query());
    const label = visibleLabel(currentUser(c).designation);
    const where = and(
      query.userId === undefined ? undefined : eq(t.userId, query.userId),
      query.resource === undefined ? undefined : eq(t.resource, query.resource),
      matchesAny(query.q, [t.userName, t.resourceId, label]),
    );
    const { db } = c.var;
    const [[counted], items] = await db.batch([
      db.select({ total: sql<number>`count(*)` }).from(t).where(where),
      db.select({ ...getTableColumns(t), label }).from(t).where(where).orderBy(desc(t.id)).limit(query.pageSize).offset(offsetOf(query)),
    ]);
    return c.json({ items: items as Activity[], total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize } satisfies Page<Activity>);
  },
);
