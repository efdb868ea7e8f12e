import { z } from "zod";
import { pageQuery } from "./paging";
import { RESOURCE_NAMES, type ResourceName } from "./resources";

/**
 * The activity log (decisions.md "Activity log"): one row per staff change, written in the same
 * database batch as the change, read on the Activity screen under Reports (Admin, Super-Admin).
 */
export const ACTIVITY_ACTIONS = [
  "create",
  "update",
  "delete",
  "reset-password",
  "enable-second-factor",
  "disable-second-factor",
  "reset-second-factor",
  "end-sessions",
  "add-passkey",
  "delete-passkey",
  "new-recovery-codes",
  "restore",
  /** A Trash entry deleted for good (issue 43): it cannot come back. */
  "delete-for-good",
  "approve",
  "publish",
  "unpublish",
  "share-preview",
  "revoke-preview",
  /** A backup file downloaded (issue 43): it holds every row, so who took a copy is on record. */
  "download",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/**
 * The changed resource, named as everywhere else (table, contract, route file): every resource of the
 * registry (contract/resources.ts), in its order. Backups (issue 43) are there too: taken by hand, downloaded.
 */
export const ACTIVITY_RESOURCES = RESOURCE_NAMES;
export type ActivityResource = ResourceName;

/** One entry of GET /activity. */
export type Activity = {
  id: number;
  /** When (ISO-8601, UTC). */
  at: string;
  /** Who: the user's id, and their name at the time (kept when the user is renamed or deleted). */
  userId: number;
  userName: string;
  action: ActivityAction;
  resource: ActivityResource;
  /** The changed item's id as its routes name it (uniId, uni_id, or the numeric id as text). */
  resourceId: string;
  /** The item's name or title at the time, when it has one (so a deleted item still reads well). */
  label: string | null;
};

/**
 * GET /activity query: newest first, always one page (the log grows without bound; `page`
 * defaults to 1). `userId` and `resource` filter; `q` matches the user's name, the resource id
 * and the label.
 */
export const activityQuery = pageQuery.extend({
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .default(1),
  userId: z.coerce
    .number({ error: "userId must be a user's id" })
    .int("userId must be a user's id")
    .min(1, "userId must be a user's id")
    .optional(),
  resource: z.enum(ACTIVITY_RESOURCES, { error: `resource must be one of ${ACTIVITY_RESOURCES.join(", ")}` }).optional(),
});
export type ActivityQuery = z.output<typeof activityQuery>;
