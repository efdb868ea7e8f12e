import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Input } from "@/shared/components/ui/input";
import { dhakaInputToIso, isoToDhakaInput, MAX_HOLD_DAYS, type Unit } from "@/shared/lib/contract";
import { useHoldUnit } from "../api/hold-unit";
import { holdForm } from "../lib/unit-forms";

/** Tomorrow at this time, in Dhaka: a hold's usual length. (The API wants seconds in `until`, which datetime-local leaves out: sent as UTC ISO.) */
const tomorrow = () => isoToDhakaInput(new Date(Date.now() + 86_400_000).toISOString());

/** Hold a flat until a time (Dhaka), for a lead if one asked (issue 45); the cron releases it then. */
export function HoldForm({ unit, onDone }: { unit: Unit; onDone: () => void }) {
  const form = useZodForm(holdForm, { defaultValues: { until: tomorrow(), leadId: Number.NaN } });
  const hold = useHoldUnit(unit.projectUniId);
  const submit = useFormSubmit(form, {
    send: ({ until, leadId }) => hold.mutateAsync({ id: unit.id, until: new Date(dhakaInputToIso(until)).toISOString(), ...(Number.isNaN(leadId) ? {} : { leadId }) }),
    failureInForm: "The flat could not be held. Please try again.",
    onSuccess: onDone,
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Hold until (Dhaka time)" error={errors.until?.message} hint={`At most ${MAX_HOLD_DAYS} days from now.`}>
          <Input type="datetime-local" {...form.register("until")} />
        </FormField>
        <FormField label="Lead id" error={errors.leadId?.message} hint="Optional: the lead this flat is held for.">
          <Input type="number" inputMode="numeric" {...form.register("leadId", { valueAsNumber: true })} />
        </FormField>
      </div>
      <FormActions submitLabel="Hold Flat" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
