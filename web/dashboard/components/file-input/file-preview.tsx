import { FileText, X } from "lucide-react";
import { useEffect, useState } from "react";
import { formatBytes, isImage, isVideo } from "./file-value";

type Props = {
  /** A stored `/im/…` path, or a file chosen now. */
  source: string | File;
  /** Names the file in the remove button: "Remove banner.jpg". */
  onRemove?: () => void;
  note?: string;
};

/** A thumbnail (image or video frame; a document icon otherwise) with the file's name and a remove button. */
export function FilePreview({ source, onRemove, note }: Props) {
  const url = useObjectUrl(source);
  const name = typeof source === "string" ? source.split("/").pop() ?? source : source.name;
  const kind = typeof source === "string" ? source : source.type;
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border bg-white p-2">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
        {url && isImage(kind) && <img src={url} alt="" className="size-full object-cover" />}
        {url && isVideo(kind) && <video src={url} muted preload="metadata" className="size-full object-cover" aria-hidden="true" />}
        {!isImage(kind) && !isVideo(kind) && <FileText className="size-6 text-muted-foreground" aria-hidden="true" />}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium text-ink-900">{name}</p>
        <p className="text-xs text-muted-foreground">{[typeof source === "string" ? null : formatBytes(source.size), note].filter(Boolean).join(" · ")}</p>
      </div>
      {onRemove && (
        <button type="button" onClick={onRemove} aria-label={`Remove ${name}`} className="rounded-full p-2 text-muted-foreground hover:bg-muted hover:text-destructive">
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

/** A blob: URL for a chosen file, revoked when it is no longer shown (the page's CSP allows blob: images and media). */
function useObjectUrl(source: string | File): string | null {
  const [blob, setBlob] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (typeof source === "string") return;
    const url = URL.createObjectURL(source);
    // The effect owns the blob: URL (made here, revoked by its cleanup); state is how the render gets it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with the browser's URL registry
    setBlob({ file: source, url });
    return () => URL.revokeObjectURL(url);
  }, [source]);
  if (typeof source === "string") return source;
  return blob?.file === source ? blob.url : null;
}
