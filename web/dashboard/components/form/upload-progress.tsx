/** The upload's progress (XHR upload events), announced as a progressbar. */
export function UploadProgressBar({ value, label = "Uploading" }: { value: number; label?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="flex items-center gap-3 text-sm text-ink-800">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-brand-500 transition-[width] duration-150" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-24 text-right tabular-nums">
        {label} {percent}%
      </span>
    </div>
  );
}
