import { z } from "zod";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { PasswordInput } from "@/dashboard/components/ui/password-input";
import { userPasswordReset } from "@/shared/lib/contract";
import { useResetPassword } from "../api/reset-password";

/** The API's new-password rules (docs/product.md §5 "Reset password"), plus the current password and a typed-twice check. */
const changePasswordSchema = userPasswordReset
  .extend({
    currentPassword: z.string().min(1, "Current password is required"),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "The two new passwords do not match" });

type Props = { userId: number; onChanged: () => void };

/**
 * Account Settings: change one's own password. Sends `currentPassword` and `newPassword`; a wrong
 * current password comes back as a 422 on its field. The server ends every session of the account,
 * so the caller signs the user out (docs/product.md §4: 1.5 s after success).
 */
export function ChangePasswordForm({ userId, onChanged }: Props) {
  const form = useZodForm(changePasswordSchema, { defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" } });
  const reset = useResetPassword();
  const submit = useFormSubmit(form, {
    send: ({ currentPassword, newPassword }) => reset.mutateAsync({ id: userId, currentPassword, newPassword }),
    onSuccess: onChanged,
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex max-w-md flex-col gap-4">
      <p className="rounded-md bg-brand-50 px-4 py-3 text-sm text-ink-800">
        After the change you will be signed out everywhere, and signed in again with the new password.
      </p>
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput {...form.register("currentPassword")} autoComplete="current-password" />
      </FormField>
      <FormField
        label="New password"
        error={errors.newPassword?.message}
        hint="At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character."
      >
        <PasswordInput {...form.register("newPassword")} autoComplete="new-password" />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput {...form.register("confirmPassword")} autoComplete="new-password" />
      </FormField>
      <FormActions submitLabel="Change password" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
