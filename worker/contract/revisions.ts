import { z } from "zod";
import { type PathOf, pathOf, PUBLISHABLE, type PublishableName } from "./resources";

/**
 * Preview, revisions, approval (issue 32). `ItemResource` is an item's API path, which names it in
 * every URL of this feature: /api/{resource}/{id}/revisions, /api/{resource}/{id}/preview-links.
 */
export type ItemResource = PathOf<PublishableName>;
/** The publishable resources of the registry (contract/resources.ts), by their API path. */
export const ITEM_RESOURCES: readonly ItemResource[] = PUBLISHABLE.map(pathOf);

/** What a version holds and how long (docs/decisions.md "Revisions"): the last 50, or 180 days, whichever is more. */
export const REVISIONS_KEPT = 50;
export const REVISION_DAYS = 180;

/** Days a shared preview link works. */
export const PREVIEW_LINK_DAYS = 7;

/** One version in an item's history (GET …/revisions): who saved it, when, how; newest first. */
export type RevisionSummary = {
  id: number;
  savedAt: string;
  /** Null for the version the item had before history was kept. */
  savedById: number | null;
  savedByName: string | null;
  action: string;
  restoredFrom: number | null;
  /** The /im paths the version names (kept from the orphan sweep while the version is kept). */
  files: string[];
};

/** GET …/revisions/{revisionId}: the version's fields (a project's with `details`, or null). */
export type Revision = RevisionSummary & { snapshot: Record<string, unknown> };

/** POST …/revisions/{revisionId}/restore: `publish` makes the restored text live (approved) at once. */
export const restoreBody = z.strictObject({ publish: z.boolean({ error: "publish must be true or false" }).optional() });

/** A shared preview link (GET/POST /api/{resource}/{id}/preview-links). `url` is only answered on creation. */
export type PreviewLink = {
  id: string;
  resource: ItemResource;
  itemId: string;
  createdByName: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  url?: string;
};

/** POST /api/{resource}/{id}/preview-links: the language of the page the link opens. */
export const previewLinkBody = z.strictObject({ lang: z.enum(["en", "bn"], { error: "lang must be en or bn" }).optional() });

/** GET/PATCH /settings/approval: when on, Managers may not approve; an Admin or Super-Admin does. */
export const approvalSetting = z.strictObject({ required: z.boolean({ error: "required must be true or false" }) });
export type ApprovalSetting = z.infer<typeof approvalSetting>;

export const APPROVAL_MESSAGE = "Approval is required: only an Admin or Super-Admin can approve. Save it as pending or checking.";

/** What has no draft to save instead (the headline figures) refuses a non-approver's change with this (issue 41). */
export const FIGURES_APPROVAL_MESSAGE = "Approval is required: only an Admin or Super-Admin can change the headline figures.";

/** An item waiting for approval, or going live or coming down soon (GET /approvals, GET /schedule). */
export type ItemRef = {
  resource: ItemResource;
  uniId: string;
  label: string;
  status: string;
  updatedAt: string;
  publishAt: string | null;
  unpublishAt: string | null;
};

/** GET /schedule: what goes live or comes down in the next 7 days, soonest first. */
export type ScheduleEntry = ItemRef & { change: "publish" | "unpublish"; at: string };
