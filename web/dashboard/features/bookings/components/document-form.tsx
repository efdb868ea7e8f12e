import { z } from "zod";
import type { FileValue } from "@/dashboard/components/file-input/file-value";
import { fileValue, firstAdded } from "@/dashboard/components/file-input/file-value";
import { FileField } from "@/dashboard/components/form/file-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { SelectField } from "@/dashboard/components/form/select-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Input } from "@/shared/components/ui/input";
import { bookingDocumentCreate, DOCUMENT_FILE_LABEL, DOCUMENT_KINDS, DOCUMENT_TYPES, type DocumentKind } from "@/shared/lib/contract";
import { useUploadDocument } from "../api/booking-documents";

export const KIND_LABELS: Record<DocumentKind, string> = { allotment: "Allotment letter", agreement: "Agreement", other: "Other" };
const kindOptions = DOCUMENT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }));

/** The API's fields (name, kind) and the one file, which must be chosen. */
const documentForm = bookingDocumentCreate.extend({
  file: z.custom<FileValue>().refine((v) => v.added.length > 0, "Choose a file to upload"),
});

/** Share a document with the booking's buyers (docs/product.md §11): sent as chosen, checked by the server by its bytes. */
export function DocumentForm({ bookingId }: { bookingId: number }) {
  const form = useZodForm(documentForm, { defaultValues: { name: "", kind: "allotment", file: fileValue() } });
  const upload = useUploadDocument();
  const submit = useFormSubmit(form, {
    send: (v, onProgress) => upload.mutateAsync({ bookingId, name: v.name, kind: v.kind, file: firstAdded(v.file)!, onProgress }),
    failureInForm: "The document could not be uploaded. Please try again.",
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message} hint="What the buyers see, e.g. Allotment letter.">
          <Input {...form.register("name")} />
        </FormField>
        <SelectField label="Kind" error={errors.kind?.message} field={form.register("kind")} options={kindOptions} />
      </div>
      <FileField form={form} name="file" label="File" hint={`${DOCUMENT_FILE_LABEL[0]!.toUpperCase()}${DOCUMENT_FILE_LABEL.slice(1)}.`} accept={DOCUMENT_TYPES.join(",")} asIs />
      <FormActions submitLabel="Upload Document" submitting={submit.submitting} progress={submit.progress} errors={submit.formErrors} />
    </form>
  );
}
