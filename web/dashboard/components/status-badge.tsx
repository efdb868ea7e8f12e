import { cn } from "@/shared/lib/utils";

/** docs/product.md §4 statuses, compared case-insensitively; "archive" (media forms) reads as archived. */
const TONES: Record<string, string> = {
  approved: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-900",
  checking: "bg-sky-100 text-sky-900",
  rejected: "bg-red-100 text-red-900",
  archived: "bg-slate-200 text-slate-900",
  archive: "bg-slate-200 text-slate-900",
};

/** docs/product.md §4: "Any other value shows as Unknown or the raw value": the raw value, or Unknown when empty. */
export function statusLabel(status: string | null | undefined): string {
  const s = (status ?? "").trim();
  return s ? s.charAt(0).toUpperCase() + s.slice(1).toLowerCase() : "Unknown";
}

export function StatusBadge({ status, className }: { status: string | null | undefined; className?: string }) {
  const tone = TONES[(status ?? "").trim().toLowerCase()] ?? "bg-muted text-ink-800";
  return <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", tone, className)}>{statusLabel(status)}</span>;
}
