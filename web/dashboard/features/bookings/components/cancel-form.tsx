import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { SelectField } from "@/dashboard/components/form/select-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { formatTaka } from "@/dashboard/lib/format-money";
import { Input, Textarea } from "@/shared/components/ui/input";
import type { Booking } from "@/shared/lib/contract";
import { useCancelBooking } from "../api/booking-changes";
import { cancelForm, dhakaToday, modeOptions } from "../lib/booking-forms";

/** Cancel a booking (docs/product.md §11): a reason, and a refund when money is paid back; the flat is available again. */
export function CancelForm({ booking }: { booking: Booking }) {
  const form = useZodForm(cancelForm, { defaultValues: { reason: "", refund: false, amount: Number.NaN, paidAt: dhakaToday(), mode: "cheque", reference: "" } });
  const cancel = useCancelBooking();
  const submit = useFormSubmit(form, {
    confirm: { message: `Cancel the booking of ${booking.unitLabel}? The flat becomes available again.`, confirmLabel: "Cancel Booking", destructive: true },
    send: ({ reason, refund, amount, paidAt, mode, reference }) =>
      cancel.mutateAsync({ bookingId: booking.id, reason, ...(refund ? { refund: { amount, paidAt, mode, ...(reference ? { reference } : {}) } } : {}) }),
    failureInForm: "The booking could not be cancelled. Please try again.",
  });
  const { errors } = form.formState;
  const refund = form.watch("refund");
  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <FormField label="Reason" error={errors.reason?.message}>
        <Textarea rows={2} {...form.register("reason")} />
      </FormField>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-4 accent-ink-800" {...form.register("refund")} />
        Money is paid back (a refund of at most {formatTaka(booking.paid)})
      </label>
      {refund && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Refund amount (taka)" error={errors.amount?.message}>
            <Input type="number" inputMode="numeric" {...form.register("amount", { valueAsNumber: true })} />
          </FormField>
          <FormField label="Refunded on" error={errors.paidAt?.message}>
            <Input type="date" {...form.register("paidAt")} />
          </FormField>
          <SelectField label="Mode" error={errors.mode?.message} field={form.register("mode")} options={modeOptions} />
          <FormField label="Reference" error={errors.reference?.message}>
            <Input {...form.register("reference")} />
          </FormField>
        </div>
      )}
      <FormActions submitLabel="Cancel Booking" submitting={submit.submitting} errors={submit.formErrors} cancelLabel="Keep Booking" />
    </form>
  );
}
