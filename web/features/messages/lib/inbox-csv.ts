import type { Message } from "@/lib/contract";
import { toCsv } from "./csv";
import { inboxDate } from "./inbox-rules";

/** The inbox as a spreadsheet: the table's columns (docs/product.md §2), dates as the table shows them. */
export const INBOX_CSV_HEADER = ["Name", "Number", "Email", "Message", "Date"] as const;

export function inboxCsv(messages: readonly Message[]): string {
  return toCsv([INBOX_CSV_HEADER, ...messages.map((m) => [m.name, m.number, m.email, m.message, inboxDate(m.createdAt)])]);
}

/** inbox-2026-11-22.csv, or inbox-search-2026-11-22.csv for the current search only (date in Dhaka). */
export function inboxFileName(now: Date, searched: boolean): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dhaka", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return `inbox${searched ? "-search" : ""}-${day}.csv`;
}
