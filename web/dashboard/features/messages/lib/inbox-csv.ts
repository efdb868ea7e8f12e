import { dayInWords, type Message, visitInWords } from "@/shared/lib/contract";
import { toCsv } from "./csv";
import { inboxDate } from "./inbox-rules";
import { KIND_LABELS, LANGUAGE_LABELS, landLine, projectLabel, STATUS_LABELS } from "./lead-labels";

/**
 * The inbox as a spreadsheet: the table's columns (docs/product.md §2), dates as the table shows them,
 * then each lead's kind, project (by name), status, owner, follow-up day, requested visit and offered land (docs/product.md §7),
 * days in words ("30 Nov 2026, morning"), and the site it came from (issue 42).
 */
export const INBOX_CSV_HEADER = ["Name", "Number", "Email", "Message", "Date", "Kind", "Project", "Status", "Owner", "Follow-up", "Visit", "Land", "Site"] as const;

export function inboxCsv(messages: readonly Message[], ownerName: (id: number | null) => string = () => ""): string {
  return toCsv([
    INBOX_CSV_HEADER,
    ...messages.map((m) => [
      m.name,
      m.number,
      m.email,
      m.message,
      inboxDate(m.createdAt),
      KIND_LABELS[m.kind] ?? m.kind,
      projectLabel(m),
      STATUS_LABELS[m.status] ?? m.status,
      ownerName(m.ownerId),
      m.followUpAt ? dayInWords(m.followUpAt) : "",
      m.visitDate ? visitInWords(m.visitDate, m.visitSlot) : "",
      landLine(m),
      m.language ? LANGUAGE_LABELS[m.language] : "",
    ]),
  ]);
}

/** inbox-2026-11-22.csv, or inbox-search-2026-11-22.csv for the current search only (date in Dhaka). */
export function inboxFileName(now: Date, searched: boolean): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dhaka", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return `inbox${searched ? "-search" : ""}-${day}.csv`;
}
