import { Plus, X } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Button } from "@/shared/components/ui/button";
import { Input } from "@/shared/components/ui/input";
import { useCreateUnits } from "../api/create-units";
import { bulkCreate, FLAT_NUMBERS, orUndefined } from "../lib/unit-forms";

const blank = (code: string) => ({ code, sizeSft: Number.NaN, bedrooms: 3, bathrooms: 3, balconies: 2, facing: "", parking: 1 });

/**
 * Add Flats (issue 45): floors from–to × the flats of one floor, each code with its size and rooms.
 * The API makes every floor's codes "floor + code" (5A) and adds all of them or none.
 */
export function BulkCreateForm({ uniId }: { uniId: string }) {
  const form = useZodForm(bulkCreate, { defaultValues: { from: 1, to: 1, building: "", units: [blank("A")] } });
  const perFloor = useFieldArray({ control: form.control, name: "units" });
  const create = useCreateUnits(uniId);
  const submit = useFormSubmit(form, {
    send: ({ from, to, building, units }) =>
      create.mutateAsync({ floors: [from, to], units: units.map((u) => ({ ...u, facing: orUndefined(u.facing), building: orUndefined(building) })) }),
    failureInForm: "The flats could not be added. Please try again.",
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="From floor" error={errors.from?.message}>
          <Input type="number" inputMode="numeric" {...form.register("from", { valueAsNumber: true })} />
        </FormField>
        <FormField label="To floor" error={errors.to?.message}>
          <Input type="number" inputMode="numeric" {...form.register("to", { valueAsNumber: true })} />
        </FormField>
        <FormField label="Building" error={errors.building?.message} hint="Optional.">
          <Input {...form.register("building")} />
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink-900">Flats on each floor</legend>
        {perFloor.fields.map((field, i) => {
          const e = errors.units?.[i];
          return (
            <div key={field.id} role="group" aria-label={`Flat ${i + 1}`} className="grid grid-cols-2 gap-3 rounded-lg border border-border p-3 sm:grid-cols-4">
              <FormField label="Code" error={e?.code?.message} hint="5 + A makes 5A.">
                <Input {...form.register(`units.${i}.code`)} autoCapitalize="characters" />
              </FormField>
              {FLAT_NUMBERS.map(([name, label]) => (
                <FormField key={name} label={label} error={e?.[name]?.message}>
                  <Input type="number" inputMode="numeric" {...form.register(`units.${i}.${name}`, { valueAsNumber: true })} />
                </FormField>
              ))}
              <FormField label="Facing" error={e?.facing?.message}>
                <Input {...form.register(`units.${i}.facing`)} />
              </FormField>
              {perFloor.fields.length > 1 && (
                <Button type="button" variant="ghost" className="self-end border border-border" onClick={() => perFloor.remove(i)} aria-label={`Remove flat ${i + 1}`}>
                  <X aria-hidden="true" />
                  Remove
                </Button>
              )}
            </div>
          );
        })}
        {errors.units?.root?.message && <p role="alert" className="text-sm font-medium text-destructive">{errors.units.root.message}</p>}
        <Button type="button" variant="ghost" className="self-start border border-border" onClick={() => perFloor.append(blank(String.fromCharCode(65 + perFloor.fields.length)))}>
          <Plus aria-hidden="true" />
          Add a flat per floor
        </Button>
      </fieldset>
      <FormActions submitLabel="Add Flats" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
