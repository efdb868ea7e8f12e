import { useQuery } from "@tanstack/react-query";
import { Eye, History, Share2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/shared/components/ui/button";
import { formatDhaka, type ItemResource, roleOf, type Schedule } from "@/shared/lib/contract";
import { HistoryDialog } from "./history-dialog";
import { isDraft, isWaiting, previewHref } from "./preview-paths";
import { approvalSettingQuery, type ItemLists, useApprove, viewerQuery } from "./publishing-api";
import { SharePreviewDialog } from "./share-preview-dialog";

type Item = Partial<Schedule> & { uniId: string; status: string };
/** `page`: the public page that shows the item when it is not its own (a progress update's project page). */
type Props = { resource: ItemResource; item: Item; label: string; lists: ItemLists; page?: string };

/**
 * The publishing cell of an item's row (issue 32): its schedule in Dhaka time, "Waiting approval" while
 * approval is required, Preview (English and Bengali) and a shared link for an item visitors cannot
 * see yet, and its History.
 */
export function PublishingActions({ resource, item, label, lists, page }: Props) {
  const [open, setOpen] = useState<"history" | "share" | null>(null);
  const approval = useQuery(approvalSettingQuery());
  const draft = isDraft(item.status);
  const role = roleOf(useQuery(viewerQuery()).data?.designation);
  const approver = role === "Admin" || role === "Super-Admin";
  const approve = useApprove(resource, item.uniId, lists);
  return (
    <div className="flex flex-col items-start gap-1 text-xs">
      {approval.data?.required && isWaiting(item.status) && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">Waiting approval</span>
      )}
      {item.publishAt && <span>Goes live {formatDhaka(item.publishAt)}</span>}
      {item.unpublishAt && <span>Comes down {formatDhaka(item.unpublishAt)}</span>}
      <div className="flex flex-wrap gap-1">
        {draft && (
          <>
            <Button asChild size="sm" variant="ghost">
              <a href={previewHref(resource, item.uniId, "en", page)} target="_blank" rel="noopener" aria-label={`Preview ${label} in English (opens a new tab)`}>
                <Eye aria-hidden="true" />
                Preview
              </a>
            </Button>
            <Button asChild size="sm" variant="ghost">
              <a href={previewHref(resource, item.uniId, "bn", page)} target="_blank" rel="noopener" lang="bn" aria-label={`বাংলা: Preview ${label} in Bengali (opens a new tab)`}>
                বাংলা
              </a>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setOpen("share")} aria-label={`Share a preview of ${label}`}>
              <Share2 aria-hidden="true" />
              Share
            </Button>
          </>
        )}
        {approver && isWaiting(item.status) && (
          <Button size="sm" variant="outline" onClick={() => approve.mutate()} disabled={approve.isPending} aria-label={`Approve ${label}`}>
            Approve
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => setOpen("history")} aria-label={`History of ${label}`}>
          <History aria-hidden="true" />
          History
        </Button>
      </div>
      {open === "history" && <HistoryDialog resource={resource} item={item} label={label} lists={lists} onClose={() => setOpen(null)} />}
      {open === "share" && <SharePreviewDialog resource={resource} id={item.uniId} label={label} onClose={() => setOpen(null)} />}
    </div>
  );
}
