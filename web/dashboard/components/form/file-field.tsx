import type { ReactNode } from "react";
import { Controller, type FieldPathByValue, type FieldValues, get, type UseFormReturn, useFormState } from "react-hook-form";
import { FileInput } from "@/dashboard/components/file-input/file-input";
import type { FileValue } from "@/dashboard/components/file-input/file-value";
import { FormField } from "./form-field";

type Props<T extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parsed output: only its control and errors are used
  form: UseFormReturn<T, unknown, any>;
  /** A field of the form that holds a FileValue; its error is the form's error at that name. */
  name: FieldPathByValue<T, FileValue>;
  label: string;
  hint?: ReactNode;
  /** The input's accept list; images unless told otherwise. */
  accept?: string;
  multiple?: boolean;
  /** Offer to remove files already stored on the item (only where the API can drop one). */
  removableExisting?: boolean;
  /** Send the file as chosen, neither downscaled nor with variants (FileInput's `asIs`). */
  asIs?: boolean;
};

/**
 * A labelled FileInput bound to a react-hook-form field: FormField gives it its id, hint and error
 * (aria-invalid, aria-describedby), the Controller its value, onChange and onBlur.
 */
export function FileField<T extends FieldValues>({ form, name, label, hint, accept = "image/*", multiple, removableExisting, asIs }: Props<T>) {
  const { errors } = useFormState({ control: form.control, name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <FormField label={label} error={error} hint={hint}>
      {(aria) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <FileInput {...aria} value={field.value} onChange={field.onChange} onBlur={field.onBlur} accept={accept} multiple={multiple} removableExisting={removableExisting} asIs={asIs} />
          )}
        />
      )}
    </FormField>
  );
}
