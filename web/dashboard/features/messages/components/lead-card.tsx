import { Badge } from "@/shared/components/ui/badge";
import { dayInWords, formatPhone, type LeadOwner, type Message, telHref } from "@/shared/lib/contract";
import { inboxDate } from "../lib/inbox-rules";
import { KIND_LABELS, projectLabel, STATUS_LABELS } from "../lib/lead-labels";
import { LeadHandling } from "./lead-handling";

/**
 * One lead of the inbox on a phone (issue 42: the table was 800 px wide on a 375 px screen): who, how
 * to reach them, what they asked, and its status, owner and follow-up day to change with a thumb.
 */
export function LeadCard({ lead, owners, meId }: { lead: Message; owners: LeadOwner[]; meId: number | null }) {
  const project = projectLabel(lead);
  return (
    <article aria-label={`Lead from ${lead.name}`} className="grid gap-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-base font-semibold text-ink-900">{lead.name}</h2>
        <Badge variant={lead.status === "new" ? "default" : "outline"}>{STATUS_LABELS[lead.status] ?? lead.status}</Badge>
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1">
        <a href={telHref(lead.number)} className="inline-flex min-h-11 items-center text-brand-700 underline">
          {formatPhone(lead.number)}
        </a>
        {lead.email && (
          <a href={`mailto:${lead.email}`} className="inline-flex min-h-11 min-w-0 items-center break-words text-brand-700 underline [overflow-wrap:anywhere]">
            {lead.email}
          </a>
        )}
      </p>
      <p className="text-muted-foreground">
        {KIND_LABELS[lead.kind] ?? lead.kind}
        {project && ` · ${project}`} · <time dateTime={lead.createdAt}>{inboxDate(lead.createdAt)}</time>
        {lead.followUpAt && <> · Follow-up {dayInWords(lead.followUpAt)}</>}
      </p>
      {lead.message && <p className="line-clamp-3 whitespace-pre-line break-words">{lead.message}</p>}
      <LeadHandling lead={lead} owners={owners} meId={meId} named className="grid gap-3" />
    </article>
  );
}
