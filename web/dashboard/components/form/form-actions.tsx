import { Loader2 } from "lucide-react";
import { Button } from "@/shared/components/ui/button";
import { useModal } from "@/dashboard/components/modal/modal";
import { UploadProgressBar } from "./upload-progress";

type Props = {
  submitLabel: string;
  submitting: boolean;
  /** 0..1 while a multipart request uploads (useFormSubmit's `progress`). */
  progress?: number | null;
  /** Messages that belong to no field (useFormSubmit's `formErrors`): the red box that keeps the form open. */
  errors?: string[];
  cancelLabel?: string;
};

/** The bottom of every dashboard form: its error box, the upload bar, Cancel (asks if dirty) and Submit. */
export function FormActions({ submitLabel, submitting, progress = null, errors = [], cancelLabel = "Cancel" }: Props) {
  const modal = useModal();
  return (
    <div className="flex flex-col gap-3 pt-2">
      {errors.length > 0 && (
        <div role="alert" className="rounded-md border border-destructive/40 bg-red-50 px-4 py-3 text-sm text-destructive">
          {errors.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </div>
      )}
      {progress !== null && <UploadProgressBar value={progress} />}
      <div className="flex flex-wrap justify-end gap-2">
        {modal && (
          <Button type="button" variant="ghost" className="border border-border" onClick={modal.requestClose} disabled={submitting}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" disabled={submitting}>
          {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
