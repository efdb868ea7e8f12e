import { Plus, Trash2 } from "lucide-react";
import { useRef } from "react";
import { useFieldArray } from "react-hook-form";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { SelectField } from "@/dashboard/components/form/select-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Button } from "@/shared/components/ui/button";
import { Input } from "@/shared/components/ui/input";
import { PHONE_HINT, type Booking, type PaymentPlan, type Unit } from "@/shared/lib/contract";
import { useCreateBooking } from "../api/create-booking";
import { bookingForm, dhakaToday, emptyBuyer } from "../lib/booking-forms";

type Props = {
  /** The flat; a held flat's lead (or the lead it is booked from) is the booking's lead until changed. */
  unit: Pick<Unit, "id" | "holdLeadId">;
  /** Booking from a lead: its name, phone and e-mail are the main buyer's to start with. */
  lead?: { name: string; phone: string; email: string | null };
  plans: PaymentPlan[];
  invalidates?: readonly (readonly unknown[])[];
  onBooked: (b: Booking) => void;
};

/** Book this flat (docs/product.md §11): its buyers (the first the main buyer), a plan, the booking day, a lead if any. */
export function BookingForm({ unit, lead, plans, invalidates, onBooked }: Props) {
  const first = lead ? { ...emptyBuyer(), name: lead.name, phone: lead.phone, email: lead.email ?? "" } : emptyBuyer();
  const form = useZodForm(bookingForm, { defaultValues: { buyers: [first], planId: plans[0]?.id ?? Number.NaN, bookedAt: dhakaToday(), leadId: unit.holdLeadId ?? Number.NaN } });
  const buyers = useFieldArray({ control: form.control, name: "buyers" });
  const create = useCreateBooking(invalidates);
  const booked = useRef<Booking | null>(null);
  const submit = useFormSubmit(form, {
    send: async ({ buyers: list, leadId, ...rest }) => {
      const body = { unitId: unit.id, ...rest, buyers: list.map(({ email, nationalId, ...b }) => ({ ...b, ...(email ? { email } : {}), ...(nationalId ? { nationalId } : {}) })), ...(Number.isNaN(leadId) ? {} : { leadId }) };
      booked.current = await create.mutateAsync(body);
    },
    failureInForm: "The flat could not be booked. Please try again.",
    // After the form is reset (nothing unsaved): the screen goes to the booking's page.
    onSuccess: () => booked.current && onBooked(booked.current),
  });
  const { errors } = form.formState;
  if (!plans.length) return <p>This project has no payment plan yet: add one under Prices and plans first.</p>;
  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      {buyers.fields.map((f, i) => {
        const e = errors.buyers?.[i];
        return (
          <fieldset key={f.id} className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-2">
            <legend className="px-1 font-semibold">{i === 0 ? "Main buyer" : `Buyer ${i + 1}`}</legend>
            <FormField label="Name" error={e?.name?.message}>
              <Input autoComplete="off" {...form.register(`buyers.${i}.name`)} />
            </FormField>
            <FormField label="Phone" error={e?.phone?.message} hint={PHONE_HINT}>
              <Input type="tel" autoComplete="off" {...form.register(`buyers.${i}.phone`)} />
            </FormField>
            <FormField label="Email" error={e?.email?.message} hint="Optional: where reminders go.">
              <Input type="email" autoComplete="off" {...form.register(`buyers.${i}.email`)} />
            </FormField>
            <FormField label="Address" error={e?.address?.message}>
              <Input autoComplete="off" {...form.register(`buyers.${i}.address`)} />
            </FormField>
            <FormField label="NID or passport number" error={e?.nationalId?.message} hint="Optional: letters and digits.">
              <Input autoComplete="off" {...form.register(`buyers.${i}.nationalId`)} />
            </FormField>
            <SelectField label="Reminders in" error={e?.language?.message} field={form.register(`buyers.${i}.language`)} options={[{ value: "en", label: "English" }, { value: "bn", label: "Bengali" }]} />
            {i > 0 && (
              <Button type="button" variant="ghost" className="border border-border sm:col-span-2 sm:justify-self-start" onClick={() => buyers.remove(i)}>
                <Trash2 aria-hidden="true" />
                Remove buyer {i + 1}
              </Button>
            )}
          </fieldset>
        );
      })}
      {buyers.fields.length < 6 && (
        <Button type="button" variant="ghost" className="self-start border border-border" onClick={() => buyers.append(emptyBuyer())}>
          <Plus aria-hidden="true" />
          Add a buyer
        </Button>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Plan" error={errors.planId?.message} field={form.register("planId", { valueAsNumber: true })} options={plans.map((p) => ({ value: String(p.id), label: p.name }))} />
        <FormField label="Booking date" error={errors.bookedAt?.message} hint="Today or earlier.">
          <Input type="date" {...form.register("bookedAt")} />
        </FormField>
        <FormField label="Lead id" error={errors.leadId?.message} hint="Optional: the lead who booked.">
          <Input type="number" inputMode="numeric" {...form.register("leadId", { valueAsNumber: true })} />
        </FormField>
      </div>
      <FormActions submitLabel="Book Flat" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
