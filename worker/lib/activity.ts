import { inArray, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { ActivityAction, ActivityResource } from "../contract/activity";
import { CONTENT_TYPE_INFO, type ContentType } from "../contract/content-types";
import { canUseMenu, MENU_IDS } from "../contract/roles";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { activity } from "../db/schema/index";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/require-menu";
import type { SessionUser } from "./session-user";

/**
 * What a route changed; `resourceId` may be SQL when the id is only known inside the batch.
 * `when`: for a guarded write that may change nothing (the last Super-Admin), the condition, read
 * after the writes, under which the change happened; no activity row is written otherwise.
 */
export type Change = {
  action: ActivityAction;
  resource: ActivityResource;
  resourceId: string | number | SQL;
  label?: string | null;
  when?: SQL;
};

/** A change with who made it and when: what `commit` records in the change's own batch. */
export type LoggedChange = Change & { by: SessionUser; at: Date };

/** The change made by the signed-in user of this request, now. */
export const changeBy = (c: Context<AppEnv>, change: Change): LoggedChange => ({ ...change, by: currentUser(c), at: c.var.now() });

/** The activity-log insert of one change (decisions.md "Activity log"). */
export function recordActivity(db: Db, { by, at, action, resource, resourceId, label, when }: LoggedChange) {
  const row = {
    at: at.toISOString(),
    userId: by.id,
    userName: by.name,
    action,
    resource,
    resourceId: typeof resourceId === "number" ? String(resourceId) : resourceId,
    label: label ?? null,
  };
  if (!when) return db.insert(activity).values(row);
  const columns = sql.join(Object.keys(row).map((k) => sql.identifier(k)), sql`, `);
  const values = sql.join(Object.values(row).map((v) => sql`${v}`), sql`, `);
  return db.run(sql`insert into ${activity} (${columns}) select ${values} where ${when}`);
}

/** The activity resource of a content type (blog -> blogs), named like its table and route file. */
export const CONTENT_RESOURCE = { blog: CONTENT_TYPE_INFO.blog.resource, coverage: CONTENT_TYPE_INFO.coverage.resource, news_event: CONTENT_TYPE_INFO.news_event.resource } satisfies Record<ContentType, ActivityResource>;

/** Entries about leads (a message, a landowner's proposal, a sales note): their labels carry names and notes. */
export const LEAD_RESOURCES: ActivityResource[] = ["messages", "lead-notes"];

/**
 * The label column as this viewer may read it (issue 41): a lead's name and notes only for those with
 * the inbox, so an Admin's log names a lead by its id alone. Decided at read time, so older rows are
 * covered too; the search goes through it, so it cannot find a lead by a name it does not show.
 */
export function visibleLabel(designation: string): SQLiteColumn | SQL<string | null> {
  if (canUseMenu(designation, MENU_IDS.messages, MENU_IDS.inbox)) return activity.label;
  return sql<string | null>`case when ${inArray(activity.resource, LEAD_RESOURCES)} then null else ${activity.label} end`;
}
