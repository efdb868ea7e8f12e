import type { UseFormRegisterReturn } from "react-hook-form";
import { PasswordInput } from "@/dashboard/components/ui/password-input";
import { FormField } from "./form-field";

/**
 * The account's current password in a dialog that changes how it signs in (a passkey, two-step
 * sign-in, recovery codes: worker/lib/reauth.ts). A wrong one comes back as a 403 naming this field,
 * shown under it by useFormSubmit.
 */
export function CurrentPasswordField({ registration, error }: { registration: UseFormRegisterReturn<"password">; error?: string }) {
  return (
    <FormField label="Current password" error={error} hint="Changes to how you sign in need your password.">
      <PasswordInput {...registration} autoComplete="current-password" />
    </FormField>
  );
}
