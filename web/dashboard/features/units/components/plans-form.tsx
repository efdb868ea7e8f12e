import { Plus, X } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Button } from "@/shared/components/ui/button";
import { Input } from "@/shared/components/ui/input";
import { z } from "zod";
import { type PaymentPlan, plansPut } from "@/shared/lib/contract";
import { useUpdatePlans } from "../api/update-plans";
import { PlanExample } from "./plan-example";

const NUMBERS = [
  ["bookingPercent", "Booking %"],
  ["downPaymentPercent", "Down payment %"],
  ["installments", "Instalments"],
  ["intervalMonths", "Months between"],
  ["handoverPercent", "Handover %"],
  ["oneTimeDiscountPercent", "One-time discount %"],
] as const;
/** The API's rules for the plans (worker/contract/units.ts), as the form holds them. */
const plansForm = z.object({ plans: plansPut });
const blank = { name: "", bookingPercent: 10, downPaymentPercent: 20, installments: 24, intervalMonths: 1, handoverPercent: 10, oneTimeDiscountPercent: 0 };

/**
 * The project's payment plans (issue 45); saving replaces the list. Each plan is worked out live for the
 * example flat, so staff see in taka what a buyer will read.
 */
export function PlansForm({ uniId, plans, example }: { uniId: string; plans: PaymentPlan[]; example: { flat: string; price: number } | null }) {
  const form = useZodForm(plansForm, { defaultValues: { plans: plans.map(({ id: _id, ...p }) => p) } });
  const list = useFieldArray({ control: form.control, name: "plans" });
  const values = useWatch({ control: form.control, name: "plans" });
  const update = useUpdatePlans(uniId);
  const submit = useFormSubmit(form, { send: (v) => update.mutateAsync(v.plans), failureInForm: "The plans could not be saved. Please try again.", onSuccess: () => undefined });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label="Payment plans" className="flex flex-col gap-4">
      {list.fields.map((field, i) => {
        const e = errors.plans?.[i];
        return (
          <fieldset key={field.id} className="flex flex-col gap-3 rounded-lg border border-border p-3">
            <legend className="px-1 text-sm font-semibold text-ink-900">Plan {i + 1}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <FormField label={`Name (plan ${i + 1})`} error={e?.name?.message} className="col-span-2 flex flex-col gap-1.5">
                <Input {...form.register(`plans.${i}.name`)} />
              </FormField>
              {NUMBERS.map(([name, label]) => (
                <FormField key={name} label={`${label} (plan ${i + 1})`} error={e?.[name]?.message}>
                  <Input type="number" inputMode="decimal" step="any" {...form.register(`plans.${i}.${name}`, { valueAsNumber: true })} />
                </FormField>
              ))}
            </div>
            {values?.[i] && <PlanExample plan={values[i]} price={example?.price ?? null} flat={example?.flat ?? null} />}
            <Button type="button" variant="ghost" className="self-start border border-border" onClick={() => list.remove(i)}>
              <X aria-hidden="true" />
              Remove plan {i + 1}
            </Button>
          </fieldset>
        );
      })}
      {errors.plans?.root?.message && <p role="alert" className="text-sm font-medium text-destructive">{errors.plans.root.message}</p>}
      <Button type="button" variant="ghost" className="self-start border border-border" onClick={() => list.append({ ...blank, name: `Plan ${list.fields.length + 1}` })}>
        <Plus aria-hidden="true" />
        Add a plan
      </Button>
      <FormActions submitLabel="Save Plans" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
