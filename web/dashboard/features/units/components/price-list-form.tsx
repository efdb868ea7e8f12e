import { Plus, X } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Button } from "@/shared/components/ui/button";
import { Input } from "@/shared/components/ui/input";
import { type PriceListVersion, priceListPut } from "@/shared/lib/contract";
import { useUpdatePrices } from "../api/update-prices";

/**
 * The project's price list (issue 45): rate per sft, floor premiums, fixed extras and whether visitors see
 * prices. Saving makes a new version from the current one; the old versions stay (PriceHistory lists them).
 */
export function PriceListForm({ uniId, current }: { uniId: string; current: PriceListVersion | undefined }) {
  const form = useZodForm(priceListPut, {
    defaultValues: { ratePerSft: current?.ratePerSft ?? Number.NaN, floorPremiums: current?.floorPremiums ?? [], extras: current?.extras ?? [], showPrices: current?.showPrices ?? false },
  });
  const premiums = useFieldArray({ control: form.control, name: "floorPremiums" });
  const extras = useFieldArray({ control: form.control, name: "extras" });
  const update = useUpdatePrices(uniId);
  const submit = useFormSubmit(form, { send: (values) => update.mutateAsync(values), failureInForm: "The price list could not be saved. Please try again.", onSuccess: () => undefined });
  const { errors } = form.formState;
  const remove = (label: string, onClick: () => void) => (
    <Button type="button" variant="ghost" className="self-end border border-border" aria-label={label} onClick={onClick}>
      <X aria-hidden="true" />
    </Button>
  );

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label="Price list" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Rate per sft (Tk)" error={errors.ratePerSft?.message}>
          <Input type="number" inputMode="numeric" {...form.register("ratePerSft", { valueAsNumber: true })} />
        </FormField>
        <label className="flex items-center gap-2 self-end pb-3 text-sm font-medium">
          <input type="checkbox" className="size-5" {...form.register("showPrices")} />
          Show prices to visitors
        </label>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink-900">Floor premiums (Tk per sft, from that floor up)</legend>
        {premiums.fields.map((f, i) => (
          <div key={f.id} className="grid grid-cols-[1fr_1fr_auto] gap-2">
            <FormField label={`Floor (premium ${i + 1})`} error={errors.floorPremiums?.[i]?.floor?.message}>
              <Input type="number" inputMode="numeric" {...form.register(`floorPremiums.${i}.floor`, { valueAsNumber: true })} />
            </FormField>
            <FormField label={`Per sft (premium ${i + 1})`} error={errors.floorPremiums?.[i]?.perSft?.message}>
              <Input type="number" inputMode="numeric" {...form.register(`floorPremiums.${i}.perSft`, { valueAsNumber: true })} />
            </FormField>
            {remove(`Remove premium ${i + 1}`, () => premiums.remove(i))}
          </div>
        ))}
        {errors.floorPremiums?.root?.message && <p role="alert" className="text-sm font-medium text-destructive">{errors.floorPremiums.root.message}</p>}
        <Button type="button" variant="ghost" className="self-start border border-border" onClick={() => premiums.append({ floor: Number.NaN, perSft: Number.NaN })}>
          <Plus aria-hidden="true" />
          Add a floor premium
        </Button>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink-900">Extras added to every flat (Tk)</legend>
        {extras.fields.map((f, i) => (
          <div key={f.id} className="grid grid-cols-[1fr_1fr_auto] gap-2">
            <FormField label={`Name (extra ${i + 1})`} error={errors.extras?.[i]?.name?.message}>
              <Input {...form.register(`extras.${i}.name`)} />
            </FormField>
            <FormField label={`Amount (extra ${i + 1})`} error={errors.extras?.[i]?.amount?.message}>
              <Input type="number" inputMode="numeric" {...form.register(`extras.${i}.amount`, { valueAsNumber: true })} />
            </FormField>
            {remove(`Remove extra ${i + 1}`, () => extras.remove(i))}
          </div>
        ))}
        <Button type="button" variant="ghost" className="self-start border border-border" onClick={() => extras.append({ name: "", amount: Number.NaN })}>
          <Plus aria-hidden="true" />
          Add an extra
        </Button>
      </fieldset>
      <FormActions submitLabel="Save as New Version" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
