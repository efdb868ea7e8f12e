import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { formatTaka } from "@/dashboard/lib/format-money";
import { Input, Textarea } from "@/shared/components/ui/input";
import type { ScheduleLine } from "@/shared/lib/contract";
import { useAdjustLine } from "../api/booking-changes";
import { lineForm } from "../lib/booking-forms";

/**
 * Adjust a schedule line (docs/product.md §11): a new amount (the difference moves to the last line) or due
 * date, with a reason. An empty field is left as it is.
 */
export function LineForm({ bookingId, line }: { bookingId: number; line: ScheduleLine }) {
  const form = useZodForm(lineForm, { defaultValues: { amount: Number.NaN, dueDate: "", reason: "" } });
  const adjust = useAdjustLine();
  const submit = useFormSubmit(form, {
    send: ({ amount, dueDate, reason }) => adjust.mutateAsync({ bookingId, lineId: line.id, reason, ...(Number.isNaN(amount) ? {} : { amount }), ...(dueDate ? { dueDate } : {}) }),
    failureInForm: "The line could not be adjusted. Please try again.",
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <p>
        {line.label}: {formatTaka(line.amount)} due {line.dueDate}, {formatTaka(line.paid)} paid.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="New amount (taka)" error={errors.amount?.message} hint={`At least ${formatTaka(line.paid)}; the difference moves to the last line.`}>
          <Input type="number" inputMode="numeric" {...form.register("amount", { valueAsNumber: true })} />
        </FormField>
        <FormField label="New due date" error={errors.dueDate?.message}>
          <Input type="date" {...form.register("dueDate")} />
        </FormField>
      </div>
      <FormField label="Reason" error={errors.reason?.message}>
        <Textarea rows={2} {...form.register("reason")} />
      </FormField>
      <FormActions submitLabel="Adjust Line" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
