import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import type { ConfirmOptions } from "@/dashboard/components/modal/confirm-dialog";
import { Textarea } from "@/shared/components/ui/input";
import { reverseBody } from "@/shared/lib/contract";

type Props = {
  /** What the change does, shown above the reason. */
  intro: string;
  submitLabel: string;
  confirm?: ConfirmOptions;
  send: (reason: string) => Promise<unknown>;
};

/** A change that needs only a reason (reverse a payment, waive a delay charge): the API's `{ reason }` body. */
export function ReasonForm({ intro, submitLabel, confirm, send }: Props) {
  const form = useZodForm(reverseBody, { defaultValues: { reason: "" } });
  const submit = useFormSubmit(form, { confirm, send: (v) => send(v.reason), failureInForm: "This could not be saved. Please try again." });
  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <p>{intro}</p>
      <FormField label="Reason" error={form.formState.errors.reason?.message}>
        <Textarea rows={3} {...form.register("reason")} />
      </FormField>
      <FormActions submitLabel={submitLabel} submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
