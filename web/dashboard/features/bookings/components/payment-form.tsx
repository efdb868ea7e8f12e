import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { SelectField } from "@/dashboard/components/form/select-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { formatTaka } from "@/dashboard/lib/format-money";
import { Input } from "@/shared/components/ui/input";
import type { Booking } from "@/shared/lib/contract";
import { useRecordPayment } from "../api/booking-changes";
import { dhakaToday, modeOptions, paymentForm } from "../lib/booking-forms";

/** Record a payment (docs/product.md §11): allocated by the server to the oldest due lines first. */
export function PaymentForm({ booking }: { booking: Booking }) {
  const form = useZodForm(paymentForm, { defaultValues: { paidAt: dhakaToday(), amount: Number.NaN, mode: "cash", reference: "" } });
  const record = useRecordPayment();
  const submit = useFormSubmit(form, {
    send: (v) => record.mutateAsync({ bookingId: booking.id, ...v, ...(v.reference ? { reference: v.reference } : { reference: undefined }) }),
    failureInForm: "The payment could not be recorded. Please try again.",
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Amount (taka)" error={errors.amount?.message} hint={`At most ${formatTaka(booking.outstanding)}, what is left to pay.`}>
          <Input type="number" inputMode="numeric" {...form.register("amount", { valueAsNumber: true })} />
        </FormField>
        <FormField label="Paid on" error={errors.paidAt?.message} hint={`From ${booking.bookedAt} to today.`}>
          <Input type="date" {...form.register("paidAt")} />
        </FormField>
        <SelectField label="Mode" error={errors.mode?.message} field={form.register("mode")} options={modeOptions} />
        <FormField label="Reference" error={errors.reference?.message} hint="Optional: cheque number, transaction id…">
          <Input {...form.register("reference")} />
        </FormField>
      </div>
      <FormActions submitLabel="Record Payment" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
