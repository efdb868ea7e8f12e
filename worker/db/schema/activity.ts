import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { ActivityAction, ActivityResource } from "../../contract/activity";
import { id } from "./columns";

/**
 * The activity log: one row per staff change, inserted in the change's own batch (worker/lib/write.ts).
 * No foreign key to users: the log outlives a deleted user, so it keeps the name they had.
 * Newest first is the primary key descending; each filter has an index ending in id for that order.
 */
export const activity = sqliteTable(
  "activity",
  {
    id: id(),
    at: text("at").notNull(),
    userId: integer("userId").notNull(),
    userName: text("userName").notNull(),
    action: text("action").$type<ActivityAction>().notNull(),
    resource: text("resource").$type<ActivityResource>().notNull(),
    resourceId: text("resourceId").notNull(),
    label: text("label"),
  },
  (t) => [index("activity_user_idx").on(t.userId, t.id), index("activity_resource_idx").on(t.resource, t.id)],
);
