import { CurrentPasswordField } from "@/dashboard/components/form/current-password-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { type Passkey, reauthForm } from "@/shared/lib/contract";
import { useDeletePasskey } from "../api/delete-passkey";

/** Removing one of one's own passkeys (a Modal body): the confirmation asks for the current password too. */
export function RemovePasskeyForm({ passkey }: { passkey: Passkey }) {
  const form = useZodForm(reauthForm, { defaultValues: { password: "" } });
  const remove = useDeletePasskey();
  const submit = useFormSubmit(form, { send: ({ password }) => remove.mutateAsync({ id: passkey.id, password }), failureInForm: "The passkey was not removed. Please try again." });
  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-ink-800">Remove the passkey &ldquo;{passkey.name}&rdquo;? It will no longer sign you in.</p>
      <CurrentPasswordField registration={form.register("password")} error={form.formState.errors.password?.message} />
      <FormActions submitLabel="Remove passkey" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
