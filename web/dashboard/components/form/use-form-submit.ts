import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { type ConfirmOptions, useConfirm } from "@/dashboard/components/modal/confirm-dialog";
import { useModal } from "@/dashboard/components/modal/modal";
import { ApiError } from "@/shared/lib/api-error";
import type { UploadProgress } from "@/dashboard/lib/multipart";
import { applyServerIssues, namesFields } from "./server-issues";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";

type Options<O> = {
  /** Ask before sending (docs/product.md §5 "Edit banner": "Are you sure you want to update this banner?"). */
  confirm?: ConfirmOptions;
  /** Sends the validated values (usually `mutation.mutateAsync`); multipart sends report progress. */
  send: (values: O, onProgress: (p: UploadProgress) => void) => Promise<unknown>;
  /**
   * Failures other than a 422 (or a 403 naming a field) go in the form's error box too, not only in a toast: the server's
   * message, or this text when none came (docs/product.md §8 content details: "Failed to add CNB details").
   */
  failureInForm?: string;
  /** After a successful save; by default the surrounding Modal closes. */
  onSuccess?: () => void;
};

/**
 * The submit half of the form pattern: validate (zod), confirm if asked, send with upload progress,
 * then close — or show the server's 422 messages on their fields and anything else in the form's
 * error box, keeping the form open with everything typed. A dirty form asks before closing.
 */
export function useFormSubmit<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, opts: Options<O>) {
  const confirm = useConfirm();
  const modal = useModal();
  const [progress, setProgress] = useState<number | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  useUnsavedChangesGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormErrors([]);
    if (opts.confirm && !(await confirm(opts.confirm))) return;
    try {
      await opts.send(values, (p) => setProgress(p.fraction));
      form.reset(form.getValues());
      (opts.onSuccess ?? modal?.close)?.();
    } catch (err) {
      const inForm = opts.failureInForm !== undefined && !namesFields(err) && !(err instanceof ApiError && err.isUnauthorized);
      setFormErrors(inForm ? [failureText(err, opts.failureInForm!)] : applyServerIssues(form, err));
    } finally {
      setProgress(null);
    }
  });

  return { onSubmit, progress, formErrors, submitting: form.formState.isSubmitting };
}

/** The server's own message; a request that never got an answer has none of its own. */
const failureText = (err: unknown, fallback: string) => (err instanceof ApiError && !err.isNetwork && err.message ? err.message : fallback);
