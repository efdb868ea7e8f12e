import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Input } from "@/shared/components/ui/input";
import type { Unit } from "@/shared/lib/contract";
import { useUpdateUnit } from "../api/update-unit";
import { FLAT_NUMBERS, flatEdit } from "../lib/unit-forms";

const NUMBERS = [["floor", "Floor"], ...FLAT_NUMBERS] as const;

/** Edit Flat: one flat's building, floor, code, size, rooms, facing and parking (its status has its own buttons). */
export function UnitForm({ unit }: { unit: Unit }) {
  const form = useZodForm(flatEdit, {
    defaultValues: { ...unit, building: unit.building ?? "", facing: unit.facing ?? "" },
  });
  const update = useUpdateUnit(unit.projectUniId, { success: "Flat updated", toastFailure: false });
  const submit = useFormSubmit(form, { send: (values) => update.mutateAsync({ id: unit.id, body: values }) });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Code" error={errors.code?.message}>
          <Input {...form.register("code")} autoCapitalize="characters" />
        </FormField>
        <FormField label="Building" error={errors.building?.message} hint="Optional.">
          <Input {...form.register("building")} />
        </FormField>
        <FormField label="Facing" error={errors.facing?.message} hint="Optional, e.g. South.">
          <Input {...form.register("facing")} />
        </FormField>
        {NUMBERS.map(([name, label]) => (
          <FormField key={name} label={label} error={errors[name]?.message}>
            <Input type="number" inputMode="numeric" {...form.register(name, { valueAsNumber: true })} />
          </FormField>
        ))}
      </div>
      <FormActions submitLabel="Save Flat" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
