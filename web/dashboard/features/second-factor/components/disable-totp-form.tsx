import { CurrentPasswordField } from "@/dashboard/components/form/current-password-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { reauthForm } from "@/shared/lib/contract";
import { useDisableTotp } from "../api/disable-totp";

/** Turning one's own second factor off needs the password (a borrowed, unlocked screen is not enough). */
export function DisableTotpForm() {
  const form = useZodForm(reauthForm, { defaultValues: { password: "" } });
  const disable = useDisableTotp();
  const submit = useFormSubmit(form, {
    send: (values) => disable.mutateAsync(values),
    confirm: { message: "Turn off two-step sign-in? Your password alone will sign you in.", confirmLabel: "Turn off", destructive: true },
    failureInForm: "Two-step sign-in was not turned off. Please try again.",
    onSuccess: () => undefined,
  });
  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex max-w-sm flex-col gap-3">
      <CurrentPasswordField registration={form.register("password")} error={form.formState.errors.password?.message} />
      <FormActions submitLabel="Turn off two-step sign-in" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
