import type { Context } from "hono";
import { APPROVAL_MESSAGE, FIGURES_APPROVAL_MESSAGE } from "../contract/revisions";
import { canUseMenu, MENU_IDS } from "../contract/roles";
import { type Schedule, scheduleIssues } from "../contract/schedule";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/require-menu";
import { fail } from "./errors";
import { approvalRequired } from "./settings";
import { assertStatus } from "./statuses";
import type { StatusName } from "../contract/resources";

/**
 * Admins and Super-Admins approve whatever the setting; others only while it is off. In §6's permission
 * model (menu ids) they are the designations with Reports (rep006), which the approve route's guard names.
 */
export const APPROVER_MENU = MENU_IDS.reports;
export const isApprover = (designation: string) => canUseMenu(designation, APPROVER_MENU);

/**
 * 403 when the item would end up approved (`status`, after the save) and this user may not approve:
 * the approval setting is on (lib/settings.ts) and they are not an Admin or Super-Admin (issue 32).
 * Checked on every save, so a Manager cannot change an approved item's live text either.
 */
export async function assertMayApprove(c: Context<AppEnv>, status: string | undefined | null) {
  if (status?.toLowerCase() !== "approved") return;
  if (isApprover(currentUser(c).designation)) return;
  if (await approvalRequired(c.var.db)) fail(403, APPROVAL_MESSAGE);
}

/**
 * 403 when a change to an item whose status is `status` would reach visitors without an approval: its
 * details (and their files) or its deletion, by a non-approver while approval is required (issue 41).
 * The refusal of a save that leaves an item approved: the way out is the same, set the item to pending
 * or checking first (which takes it off the site), then change it and ask for approval.
 */
export const assertMayChangeLive = (c: Context<AppEnv>, status: string | undefined | null) => assertMayApprove(c, status);

/** 403 for a non-approver's change, while approval is required, of what is live with no draft: the headline figures. */
export async function assertMayChangeFigures(c: Context<AppEnv>) {
  if (isApprover(currentUser(c).designation)) return;
  if (await approvalRequired(c.var.db)) fail(403, FIGURES_APPROVAL_MESSAGE);
}

type ScheduleInput = { publishAt?: string | null; unpublishAt?: string | null };

/** 422 when the window (the input over the stored values) closes before it opens. */
export function assertSchedule(input: ScheduleInput, current?: Pick<Schedule, "publishAt" | "unpublishAt">) {
  const issues = scheduleIssues({
    publishAt: input.publishAt !== undefined ? input.publishAt : (current?.publishAt ?? null),
    unpublishAt: input.unpublishAt !== undefined ? input.unpublishAt : (current?.unpublishAt ?? null),
  });
  if (issues) fail(422, issues.unpublishAt![0]!, issues);
}

/** `scheduledBy` when this save sets either time: the cron acts for that user (lib/schedule.ts). */
export const scheduledBy = (c: Context<AppEnv>, input: ScheduleInput) =>
  input.publishAt !== undefined || input.unpublishAt !== undefined ? { scheduledBy: currentUser(c).id } : {};

/**
 * Everything a save of an item checks before any file is stored: its status is one its resource offers
 * (issue 44), then issue 32's window and approval.
 */
export async function checkItemSave(c: Context<AppEnv>, resource: StatusName, input: ScheduleInput & { status?: string }, current?: Schedule & { status: string }) {
  assertStatus(resource, input.status, current?.status);
  assertSchedule(input, current);
  await assertMayApprove(c, input.status ?? current?.status);
}
