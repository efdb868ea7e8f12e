import { z } from "zod";
import { CurrentPasswordField } from "@/dashboard/components/form/current-password-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Input } from "@/shared/components/ui/input";
import { reauthForm } from "@/shared/lib/contract";
import { useRegisterPasskey } from "../api/register-passkey";

/** The name rule of POST /auth/passkeys/register (worker/contract/passkeys.ts), checked before the ceremony starts. */
const addPasskey = reauthForm.extend({ name: z.string().trim().min(1, "Name is required").max(60, "Must be at most 60 characters") });

/**
 * "Add a passkey" (a Modal body): a name and the current password, then the browser's passkey
 * ceremony with the options that password unlocked. A wrong password shows on its field and adds nothing.
 */
export function AddPasskeyForm() {
  const form = useZodForm(addPasskey, { defaultValues: { name: "", password: "" } });
  const register = useRegisterPasskey();
  const submit = useFormSubmit(form, { send: (values) => register.mutateAsync(values), failureInForm: "The passkey was not added. Please try again." });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <FormField label="Passkey name" error={errors.name?.message} hint="For example: Work laptop, My phone.">
        <Input {...form.register("name")} maxLength={60} />
      </FormField>
      <CurrentPasswordField registration={form.register("password")} error={errors.password?.message} />
      <FormActions submitLabel="Add passkey" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
