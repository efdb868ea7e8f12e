import type { ReactNode } from "react";
import { type FieldValues, get, type Path, type UseFormReturn, useFormState } from "react-hook-form";
import { FormField } from "@/dashboard/components/form/form-field";
import { Input, Textarea } from "@/shared/components/ui/input";

/**
 * A field of the form's values that has a Bengali twin `{field}Bn` beside it. The values come from the
 * API's schema (worker/contract/table-schema.ts), whose twins come from the table: the table states
 * the twin once, and a form can pair only what it states.
 */
export type TwinName<V extends FieldValues> = { [K in Path<V>]: `${K}Bn` extends Path<V> ? K : never }[Path<V>];

type Props<V extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parsed output: only registering and errors are used
  form: UseFormReturn<V, unknown, any>;
  /** The English field; its twin `{name}Bn` is registered, checked and labelled with it. */
  name: TwinName<V>;
  /** The English control's label ("Name"). */
  label: string;
  /**
   * The Bengali control's label, in Bengali ("নাম"), shown as "নাম (বাংলা)". In Bengali rather than
   * "Name (Bengali)" so that no English label is a part of another: "Name" finds one control.
   */
  labelBn: string;
  /** A textarea of this many rows (a list: one item per line); without it a one-line input. */
  rows?: number;
  /** `autoComplete="off"` on one-line inputs. */
  autoCompleteOff?: boolean;
  /** Help under the English control. */
  hint?: ReactNode;
  className?: string;
};

/**
 * A staff-written text and its Bengali twin side by side (stacked on a phone), docs/product.md §3.
 * The English one keeps its rules and messages; the twin is optional. The twin's control is marked
 * lang="bn", so it is read out as Bengali and shown in the Bengali face (web/styles.css).
 */
export function BilingualField<V extends FieldValues>({ form, name, label, labelBn, rows, autoCompleteOff, hint, className }: Props<V>) {
  const twinName = `${name}Bn` as Path<V>;
  const { errors } = useFormState({ control: form.control, name: [name, twinName] });
  const message = (field: Path<V>) => (get(errors, field) as { message?: string } | undefined)?.message;
  const control = (field: Path<V>, lang?: "bn") =>
    rows ? <Textarea rows={rows} lang={lang} {...form.register(field)} /> : <Input autoComplete={autoCompleteOff ? "off" : undefined} lang={lang} {...form.register(field)} />;
  return (
    <div className={className ?? "grid gap-4 sm:col-span-2 sm:grid-cols-2"}>
      <FormField label={label} error={message(name)} hint={hint}>
        {control(name)}
      </FormField>
      <FormField label={<span lang="bn">{`${labelBn} (বাংলা)`}</span>} error={message(twinName)} hint="Optional. The English text shows where it is empty.">
        {control(twinName, "bn")}
      </FormField>
    </div>
  );
}
