import { FormActions } from "@/components/form/form-actions";
import { FormField } from "@/components/form/form-field";
import { useFormSubmit } from "@/components/form/use-form-submit";
import { useZodForm } from "@/components/form/use-zod-form";
import { PasswordInput } from "@/components/ui/password-input";
import { totpDisable } from "@/lib/contract";
import { useDisableTotp } from "../api/disable-totp";

/** Turning one's own second factor off needs the password (a borrowed, unlocked screen is not enough). */
export function DisableTotpForm() {
  const form = useZodForm(totpDisable, { defaultValues: { password: "" } });
  const disable = useDisableTotp();
  const submit = useFormSubmit(form, {
    send: (values) => disable.mutateAsync(values),
    confirm: { message: "Turn off two-step sign-in? Your password alone will sign you in.", confirmLabel: "Turn off", destructive: true },
    onSuccess: () => undefined,
  });
  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex max-w-sm flex-col gap-3">
      <FormField label="Password" error={form.formState.errors.password?.message}>
        <PasswordInput {...form.register("password")} autoComplete="current-password" />
      </FormField>
      <FormActions submitLabel="Turn off two-step sign-in" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
