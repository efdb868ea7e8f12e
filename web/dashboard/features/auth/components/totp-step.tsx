import { Loader2, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { FormField } from "@/dashboard/components/form/form-field";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Button } from "@/shared/components/ui/button";
import { Input } from "@/shared/components/ui/input";
import { ApiError } from "@/shared/lib/api-error";
import { totpCode } from "@/shared/lib/contract";
import { useVerifyTotp } from "../api/verify-totp";
import { loginFailureText } from "../lib/login-failure";

/**
 * The second step of a sign-in (docs/decisions.md "Second factor"): the six-digit code of the
 * authenticator app, or one of the recovery codes. An expired step (5 minutes) goes back to the password.
 */
export function TotpStep({ onRestart }: { onRestart: () => void }) {
  const form = useZodForm(totpCode, { defaultValues: { code: "" } });
  const verify = useVerifyTotp();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await verify.mutateAsync(values);
    } catch (err) {
      setFailure(loginFailureText(ApiError.from(err)));
      form.setValue("code", "");
      form.setFocus("code");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <p className="text-sm text-ink-800">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      {failure && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 px-4 py-3 text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <FormField label="Authentication code" error={errors.code?.message}>
        <Input {...form.register("code")} autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        {isSubmitting ? "Checking…" : "Verify"}
      </Button>
      <Button type="button" variant="ghost" onClick={onRestart}>
        Start again with the password
      </Button>
    </form>
  );
}
