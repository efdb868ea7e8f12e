import type { Column } from "@/dashboard/components/data-table/types";
import type { Activity, ActivityAction, ActivityResource } from "@/shared/lib/contract";
import { formatInDhaka } from "@/dashboard/lib/format-date";

export const ACTION_LABELS: Record<ActivityAction, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  "reset-password": "Reset password",
  "enable-second-factor": "Turned on second factor",
  "disable-second-factor": "Turned off second factor",
  "reset-second-factor": "Reset second factor",
  "end-sessions": "Ended sessions",
  "add-passkey": "Added a passkey",
  "delete-passkey": "Removed a passkey",
  "new-recovery-codes": "Made new recovery codes",
  // A version (issue 32) or an item from the Trash (issue 43).
  restore: "Restored",
  "delete-for-good": "Deleted for good",
  approve: "Approved",
  publish: "Published on schedule",
  unpublish: "Unpublished on schedule",
  "share-preview": "Shared a preview link",
  "revoke-preview": "Revoked a preview link",
  download: "Downloaded",
};

/** "news-events" → "News events". */
export const resourceLabel = (r: ActivityResource | string) => (r.charAt(0).toUpperCase() + r.slice(1)).replace(/-/g, " ");

/** The activity log: when (Dhaka time), who, what was done, to which item. */
export const activityColumns: Column<Activity>[] = [
  { id: "at", header: "When", cell: (a) => <time dateTime={a.at} className="whitespace-nowrap">{formatInDhaka(a.at, "dateTime")}</time> },
  { id: "who", header: "Who", cell: (a) => <span className="font-medium text-ink-900">{a.userName}</span> },
  { id: "action", header: "Action", cell: (a) => ACTION_LABELS[a.action] ?? a.action },
  { id: "resource", header: "Resource", cell: (a) => resourceLabel(a.resource) },
  {
    id: "item",
    header: "Item",
    cell: (a) => (
      <span className="flex flex-col">
        {a.label && <span className="break-words">{a.label}</span>}
        <span className="font-mono text-xs text-muted-foreground">{a.resourceId}</span>
      </span>
    ),
  },
];

/**
 * One change as a card on a phone (DataTable's `card`, below 768 px; issue 42): the table showed only
 * When and Who there. The same facts as the columns, each marked for the tests by its column's id.
 */
export function activityCard(a: Activity) {
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-ink-900" data-cell="who">
          {a.userName}
        </span>
        <time dateTime={a.at} className="text-xs text-muted-foreground" data-cell="at">
          {formatInDhaka(a.at, "dateTime")}
        </time>
      </div>
      <p>
        <span data-cell="action">{ACTION_LABELS[a.action] ?? a.action}</span>
        {" · "}
        <span data-cell="resource">{resourceLabel(a.resource)}</span>
      </p>
      <p className="flex min-w-0 flex-col" data-cell="item">
        {a.label && <span className="break-words">{a.label}</span>}
        <span className="break-all font-mono text-xs text-muted-foreground">{a.resourceId}</span>
      </p>
    </div>
  );
}
