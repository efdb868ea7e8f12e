import { Loader2, Upload } from "lucide-react";
import { type ChangeEvent, type DragEvent, useRef, useState } from "react";
import { sendAlong } from "@/dashboard/lib/multipart";
import { cn } from "@/shared/lib/utils";
import { downscaleImage } from "./downscale";
import { FilePreview } from "./file-preview";
import type { FileValue } from "./file-value";
import { makeVariants } from "./variants";

type Props = {
  value: FileValue;
  onChange: (value: FileValue) => void;
  /** The input's accept list, e.g. "image/*,video/mp4,video/webm". */
  accept: string;
  multiple?: boolean;
  /** Offer to remove files already stored on the item (only where the API can drop one). */
  removableExisting?: boolean;
  /** Send the file as chosen: no downscale, no width variants (a booking's document: a scan stays legible, a private file has no variants). */
  asIs?: boolean;
  /** From FormField: the label points at the real file input. */
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  onBlur?: () => void;
};

/**
 * The dashboard's one file input: pick or drop files, see previews before anything is sent, remove
 * a chosen (or, where allowed, a stored) file. Large photos are downscaled here, in the browser, and
 * each image gets the width variants phones are served (sent with it by buildFormData).
 * A single-file field shows its stored file until a new one replaces it.
 */
export function FileInput({ value, onChange, accept, multiple = false, removableExisting = false, asIs = false, onBlur, ...aria }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  const add = async (files: File[]) => {
    if (!files.length) return;
    if (asIs) return onChange({ ...value, added: multiple ? [...value.added, ...files] : files.slice(0, 1) });
    setBusy(true);
    try {
      const prepared = await Promise.all(files.map((f) => downscaleImage(f)));
      // Drawn while the rest of the form is filled in, one photo after another (each holds a decoded
      // photo and its canvases); a send waits for them (dashboard/lib/multipart.ts).
      let previous: Promise<unknown> = Promise.resolve();
      for (const file of prepared) {
        const variants = previous.then(() => makeVariants(file));
        previous = variants.catch(() => undefined);
        sendAlong(file, variants);
      }
      onChange({ ...value, added: multiple ? [...value.added, ...prepared] : prepared.slice(0, 1) });
    } finally {
      setBusy(false);
    }
  };
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    void add([...(e.target.files ?? [])]);
    e.target.value = ""; // the same file can be picked again after removing it
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void add([...e.dataTransfer.files]);
  };
  const replaced = !multiple && value.added.length > 0;

  return (
    <div className="flex flex-col gap-2" aria-busy={busy}>
      <input ref={input} type="file" accept={accept} multiple={multiple} onChange={onPick} onBlur={onBlur} className="peer sr-only" {...aria} />
      <div
        aria-hidden="true"
        onClick={() => input.current?.click()}
        onDragOver={(e) => (e.preventDefault(), setDragging(true))}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border px-4 py-5 text-sm text-ink-800 hover:border-brand-500 peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
          dragging && "border-brand-500 bg-brand-50",
          aria["aria-invalid"] && "border-destructive",
        )}
      >
        {busy ? <Loader2 className="size-4 animate-spin" /> : <Upload className="size-4" />}
        {busy ? "Preparing files…" : multiple ? "Choose or drop files" : "Choose or drop a file"}
      </div>
      {(value.existing.length > 0 || value.added.length > 0) && (
        <ul className="flex flex-col gap-2" aria-label="Files">
          {value.existing.map((path) => (
            <FilePreview
              key={path}
              source={path}
              note={replaced ? "Current file, replaced on save" : "Current file"}
              onRemove={removableExisting ? () => onChange({ ...value, existing: value.existing.filter((p) => p !== path) }) : undefined}
            />
          ))}
          {value.added.map((file, i) => (
            <FilePreview key={`${file.name}-${i}`} source={file} note="New" onRemove={() => onChange({ ...value, added: value.added.filter((_, j) => j !== i) })} />
          ))}
        </ul>
      )}
    </div>
  );
}
