import type { UseFormRegisterReturn } from "react-hook-form";
import { NativeSelect } from "@/shared/components/ui/native-select";
import { FormField } from "./form-field";

export type SelectOption = { value: string; label: string };

type Props = {
  label: string;
  error?: string;
  /** The form's `form.register("name")`. */
  field: UseFormRegisterReturn;
  options: readonly SelectOption[];
  /** The empty first choice ("Select status"), if the field may be empty. */
  placeholder?: string;
  disabled?: boolean;
};

/** A labelled select bound to a react-hook-form field, with its message (FormField). */
export function SelectField({ label, error, field, options, placeholder, disabled }: Props) {
  return (
    <FormField label={label} error={error}>
      <NativeSelect {...field} disabled={disabled}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** Options whose label is the value itself, or what `label` makes of it. */
export const optionsOf = (values: readonly string[], label: (v: string) => string = (v) => v): SelectOption[] => values.map((value) => ({ value, label: label(value) }));
