import { CurrentPasswordField } from "@/dashboard/components/form/current-password-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { useModal } from "@/dashboard/components/modal/modal";
import { reauthForm } from "@/shared/lib/contract";
import { useNewRecoveryCodes } from "../api/new-recovery-codes";
import { RecoveryCodes } from "./recovery-codes";

const REPLACED = "Your new recovery codes: the old ones no longer work. Keep these somewhere safe: each one signs you in once if you lose your phone. They are shown only now.";

/** "New recovery codes" (a Modal body): the current password, then the ten new codes, shown this once. */
export function NewRecoveryCodesForm() {
  const form = useZodForm(reauthForm, { defaultValues: { password: "" } });
  const renew = useNewRecoveryCodes();
  const modal = useModal();
  const submit = useFormSubmit(form, { send: (values) => renew.mutateAsync(values), failureInForm: "No new codes were made. Please try again.", onSuccess: () => undefined });
  if (renew.data) return <RecoveryCodes codes={renew.data.recoveryCodes} message={REPLACED} onDone={() => modal?.close()} doneLabel="Done" />;
  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-ink-800">Make ten new recovery codes? The ones you have now stop working at once.</p>
      <CurrentPasswordField registration={form.register("password")} error={form.formState.errors.password?.message} />
      <FormActions submitLabel="Make new codes" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
