import { cloneElement, type ReactElement, type ReactNode } from "react";
import { FormField } from "@/dashboard/components/form/form-field";

type Props = {
  /** The English control's label ("Name"). */
  label: string;
  /**
   * The Bengali control's label, in Bengali ("নাম"), shown as "নাম (বাংলা)". In Bengali rather than
   * "Name (Bengali)" so that no English label is a part of another: "Name" finds one control.
   */
  labelBn: string;
  /** The English control, e.g. `<Input {...form.register("name")} />`. */
  english: ReactElement<Record<string, unknown>>;
  /** Its Bengali twin's control, e.g. `<Input {...form.register("nameBn")} />`: marked lang="bn" here. */
  bengali: ReactElement<Record<string, unknown>>;
  error?: string;
  errorBn?: string;
  /** Help under the English control. */
  hint?: ReactNode;
  className?: string;
};

/**
 * A staff-written text and its Bengali twin side by side (stacked on a phone), docs/product.md §3.
 * The English one keeps its rules and messages; the twin is optional. The twin's control is marked
 * lang="bn", so it is read out as Bengali and shown in the Bengali face (web/styles.css).
 */
export function BilingualField({ label, labelBn, english, bengali, error, errorBn, hint, className }: Props) {
  return (
    <div className={className ?? "grid gap-4 sm:col-span-2 sm:grid-cols-2"}>
      <FormField label={label} error={error} hint={hint}>
        {english}
      </FormField>
      <FormField label={<span lang="bn">{`${labelBn} (বাংলা)`}</span>} error={errorBn} hint="Optional. The English text shows where it is empty.">
        {cloneElement(bengali, { lang: "bn" })}
      </FormField>
    </div>
  );
}
