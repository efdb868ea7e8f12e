import type { Column } from "@/components/data-table/types";
import { formatPhone, type Message, telHref } from "@/lib/contract";
import { inboxDate } from "../lib/inbox-rules";

/** Manage Inbox (docs/product.md §2): Name, Number, Email, Message, Date (Dhaka time, en-BD). */
export const messageColumns: Column<Message>[] = [
  { id: "name", header: "Name", cell: (m) => <span className="font-medium text-ink-900">{m.name}</span> },
  { id: "number", header: "Number", cell: (m) => <a href={telHref(m.number)} className="whitespace-nowrap text-brand-700 underline-offset-2 hover:underline">{formatPhone(m.number)}</a> },
  { id: "email", header: "Email", cell: (m) => <a href={`mailto:${m.email}`} className="break-all text-brand-700 underline-offset-2 hover:underline">{m.email}</a> },
  { id: "message", header: "Message", cell: (m) => <p className="max-w-md whitespace-pre-line break-words">{m.message}</p> },
  { id: "date", header: "Date", cell: (m) => <time dateTime={m.createdAt} className="whitespace-nowrap">{inboxDate(m.createdAt)}</time> },
];
