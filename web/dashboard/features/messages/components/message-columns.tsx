import type { Column } from "@/dashboard/components/data-table/types";
import { Badge } from "@/shared/components/ui/badge";
import { dayInWords, formatPhone, type Message, telHref } from "@/shared/lib/contract";
import { inboxDate } from "../lib/inbox-rules";
import { KIND_LABELS, LANGUAGE_LABELS, projectLabel, STATUS_LABELS } from "../lib/lead-labels";

/**
 * Manage Inbox (docs/product.md §2): Name, Number, Email, Message, Date (Dhaka time, en-BD), and each
 * lead's status, kind and project, owner (`ownerName`) and follow-up day (docs/product.md §7).
 */
export const messageColumns = (ownerName: (id: number | null) => string): Column<Message>[] => [
  { id: "name", header: "Name", cell: (m) => <span className="font-medium text-ink-900">{m.name}</span> },
  { id: "number", header: "Number", cell: (m) => <a href={telHref(m.number)} className="whitespace-nowrap text-brand-700 underline-offset-2 hover:underline">{formatPhone(m.number)}</a> },
  { id: "email", header: "Email", cell: (m) => <a href={`mailto:${m.email}`} className="text-brand-700 underline-offset-2 [overflow-wrap:anywhere] hover:underline">{m.email}</a>, className: "min-w-40" },
  { id: "message", header: "Message", cell: (m) => <p className="line-clamp-4 max-w-md whitespace-pre-line break-words">{m.message}</p>, className: "min-w-56" },
  { id: "date", header: "Date", cell: (m) => <time dateTime={m.createdAt} className="whitespace-nowrap">{inboxDate(m.createdAt)}</time> },
  { id: "status", header: "Status", cell: (m) => <Badge variant={m.status === "new" ? "default" : "outline"}>{STATUS_LABELS[m.status] ?? m.status}</Badge> },
  {
    id: "lead",
    header: "Lead",
    cell: (m) => (
      <span className="whitespace-nowrap">
        {KIND_LABELS[m.kind] ?? m.kind}
        {m.projectUniId && <span className="block text-xs text-muted-foreground">{projectLabel(m)}</span>}
        {m.language === "bn" && <span className="block text-xs text-muted-foreground">{LANGUAGE_LABELS.bn}</span>}
      </span>
    ),
  },
  { id: "owner", header: "Owner", cell: (m) => ownerName(m.ownerId) },
  { id: "followUp", header: "Follow-up", cell: (m) => (m.followUpAt ? <time dateTime={m.followUpAt} className="whitespace-nowrap">{dayInWords(m.followUpAt)}</time> : "") },
];
