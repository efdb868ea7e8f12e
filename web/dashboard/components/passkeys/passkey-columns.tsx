import type { Column } from "@/dashboard/components/data-table/types";
import { formatInDhaka } from "@/dashboard/lib/format-date";
import type { Passkey } from "@/shared/lib/contract";

/** A passkey list's columns: one's own (Account Settings) and another user's (Manage Users). */
export const passkeyColumns: Column<Passkey>[] = [
  { id: "name", header: "Name", cell: (p) => <span className="font-medium text-ink-900">{p.name}</span> },
  { id: "added", header: "Added", cell: (p) => <time dateTime={p.createdAt}>{formatInDhaka(p.createdAt, "dateTime")}</time> },
  { id: "used", header: "Last used", cell: (p) => (p.lastUsedAt ? <time dateTime={p.lastUsedAt}>{formatInDhaka(p.lastUsedAt, "dateTime")}</time> : "Never") },
];
