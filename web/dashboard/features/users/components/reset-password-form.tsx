import { Check, Copy, KeyRound, RefreshCw } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { toast } from "@/shared/lib/toast";
import { z } from "zod";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Button } from "@/shared/components/ui/button";
import { Input } from "@/shared/components/ui/input";
import { PasswordInput } from "@/dashboard/components/ui/password-input";
import { DASHBOARD } from "@/dashboard/config/dashboard";
import { type PasswordResetResponse, type User, userPasswordReset } from "@/shared/lib/contract";
import { useResetPassword } from "../api/reset-password";
import { generatePassword } from "../lib/generate-password";

/** docs/product.md §5 shows it with a period under the field; §8 toasts it without. */
const NOT_GENERATED = "Please generate a new password first.";
const NOT_GENERATED_TOAST = "Please generate a new password first";
/** docs/product.md §9: the current password is shown as eight bullets; it is never read back. */
const MASK = "••••••••";

const schemaFor = (self: boolean) =>
  userPasswordReset.extend({ currentPassword: self ? z.string().min(1, "Current password is required") : z.string().optional() });

type Props = {
  user: User;
  /** The account is the signed-in user's own (same username, docs/product.md §4). */
  self: boolean;
  onReset: (result: PasswordResetResponse) => void;
};

/**
 * Reset Password (docs/product.md §4 "Reset password flow"): generate first, then the field, Copy,
 * Regenerate and Reset. One's own reset warns of the sign-out and asks for the current password,
 * which the server checks (a borrowed unlocked screen must not be enough).
 */
export function ResetPasswordForm({ user, self, onReset }: Props) {
  const form = useZodForm(schemaFor(self), { defaultValues: { newPassword: "", currentPassword: "" } });
  const reset = useResetPassword();
  const [generated, setGenerated] = useState(false);
  const [notGenerated, setNotGenerated] = useState(false);
  const [copied, setCopied] = useState(false);
  const submit = useFormSubmit(form, {
    send: async ({ newPassword, currentPassword }) => {
      const result = await reset.mutateAsync({ id: user.id, newPassword, ...(self ? { currentPassword } : {}) });
      onReset(result);
    },
  });
  const noticeId = useId();
  const { errors } = form.formState;

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), DASHBOARD.copyConfirmMs);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const generate = () => {
    form.setValue("newPassword", generatePassword(undefined, undefined, [user.username, user.name]), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setGenerated(true);
    setNotGenerated(false);
    setCopied(false);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(form.getValues("newPassword"));
      setCopied(true);
      toast.success("Password copied to clipboard");
    } catch {
      toast.error("Failed to copy password");
    }
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (generated) return submit.onSubmit(e);
    e.preventDefault();
    setNotGenerated(true);
    toast.error(NOT_GENERATED_TOAST);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-describedby={self ? noticeId : undefined}>
      <p className="text-sm text-ink-800">
        New password for <strong>{user.name}</strong> ({user.username}).
      </p>
      {self && (
        <p id={noticeId} role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink-900">
          This is your own account: you will be logged out after the reset, and sign in again with the new password.
        </p>
      )}
      {self ? (
        <FormField label="Current password" error={errors.currentPassword?.message}>
          <PasswordInput {...form.register("currentPassword")} autoComplete="current-password" />
        </FormField>
      ) : (
        <FormField label="Current password" hint="Never shown: only a new one can be set.">
          <Input value={MASK} readOnly aria-readonly="true" />
        </FormField>
      )}
      <FormField
        label="New password"
        error={errors.newPassword?.message ?? (notGenerated ? NOT_GENERATED : undefined)}
        hint="Generate one (12 characters with upper and lower case letters, a number and a symbol), then copy it for the user."
      >
        <Input {...form.register("newPassword")} disabled={!generated} autoComplete="new-password" spellCheck={false} className="font-mono" />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="dark" onClick={generate}>
          {generated ? <RefreshCw aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
          {generated ? "Regenerate" : "Generate Password"}
        </Button>
        {generated && (
          <Button type="button" variant="ghost" className="border border-border" onClick={() => void copy()} aria-label={copied ? "Password copied" : "Copy password"}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copied" : "Copy"}
          </Button>
        )}
      </div>
      <FormActions submitLabel="Reset Password" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}
