import { Download } from "lucide-react";
import type { Column } from "@/dashboard/components/data-table/types";
import type { Backup } from "@/shared/lib/contract";
import { formatInDhaka } from "@/dashboard/lib/format-date";
import { backupDownloadHref } from "../api/download-backup";

/** 1536 → "1.5 KB": sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** A link, not a button: it is a file, the browser saves it (the server says attachment), and it works by keyboard. */
function DownloadLink({ backup }: { backup: Backup }) {
  return (
    <a
      href={backupDownloadHref(backup.name)}
      download={backup.name}
      aria-label={`Download the backup of ${formatInDhaka(backup.createdAt, "dateTime")}`}
      className="inline-flex min-h-10 items-center gap-2 rounded-md border border-border px-3 text-sm font-medium text-ink-900 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
    >
      <Download className="size-4" aria-hidden="true" />
      Download
    </a>
  );
}

/** The backups: when it was taken (Dhaka time), its size, its file. */
export const backupColumns: Column<Backup>[] = [
  { id: "createdAt", header: "Taken", cell: (b) => <time dateTime={b.createdAt}>{formatInDhaka(b.createdAt, "dateTime")}</time> },
  { id: "bytes", header: "Size", cell: (b) => formatBytes(b.bytes) },
  { id: "name", header: "File", cell: (b) => <span className="break-all font-mono text-xs text-muted-foreground">{b.name}</span>, className: "hidden lg:table-cell" },
  { id: "download", header: "Download", cell: (b) => <DownloadLink backup={b} /> },
];

/** One backup as a card on a phone (DataTable's `card`, below 768 px). */
export function backupCard(b: Backup) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="grid gap-1">
        <time dateTime={b.createdAt} className="font-medium text-ink-900" data-cell="createdAt">
          {formatInDhaka(b.createdAt, "dateTime")}
        </time>
        <span className="text-muted-foreground" data-cell="bytes">
          {formatBytes(b.bytes)}
        </span>
      </div>
      <DownloadLink backup={b} />
    </div>
  );
}
