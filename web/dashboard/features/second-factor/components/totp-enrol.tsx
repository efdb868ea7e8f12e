import { useState } from "react";
import { z } from "zod";
import { CurrentPasswordField } from "@/dashboard/components/form/current-password-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Input } from "@/shared/components/ui/input";
import { reauthForm, totpCode } from "@/shared/lib/contract";
import { useEnableTotp } from "../api/enable-totp";
import { useSetupTotp } from "../api/setup-totp";
import { QrCode } from "./qr-code";
import { RecoveryCodes } from "./recovery-codes";

type Props = {
  /** After the recovery codes were shown (and, during a sign-in, the session started). */
  onDone: () => void;
  doneLabel: string;
  /** The setup has begun (the screen must keep this flow until the codes were seen). */
  onStarted?: () => void;
  /**
   * The password the user has just typed at sign-in (a must-enrol sign-in): the setup and the
   * enabling send it without asking again. Without it, the first step asks for it.
   */
  password?: string;
  /** Turned on: the recovery codes are about to show. */
  onEnabled?: () => void;
  /** Also ask for the code e-mailed to the user (a must-enrol sign-in, POST /auth/totp/enrol-code). */
  emailCode?: boolean;
};

const enableForm = totpCode.extend({ emailCode: z.string().trim().max(20, "Code is too long") });
const enableWithEmail = enableForm.refine((v) => v.emailCode !== "", { path: ["emailCode"], message: "The code from the e-mail is required" });
const FAILED = "Two-step sign-in was not turned on. Please try again.";

/**
 * Setting up two-step sign-in: the current password (issue 41), then a new secret as a QR code, the
 * otpauth:// URI and the secret as text (for typing into the app), confirmed with a first code (and
 * the e-mailed one when asked); then the recovery codes, once. The password stays in this
 * component's memory only, for the enabling call.
 */
export function TotpEnrol({ onDone, doneLabel, onStarted, onEnabled, password: given, emailCode = false }: Props) {
  const setup = useSetupTotp();
  const enable = useEnableTotp();
  const [password, setPassword] = useState<string | null>(null);
  const start = useZodForm(reauthForm, { defaultValues: { password: given ?? "" } });
  const started = useFormSubmit(start, {
    send: async (values) => {
      await setup.mutateAsync(values);
      setPassword(values.password);
      onStarted?.();
    },
    failureInForm: "The setup could not start. Please try again.",
    onSuccess: () => undefined,
  });
  const form = useZodForm(emailCode ? enableWithEmail : enableForm, { defaultValues: { code: "", emailCode: "" } });
  const submit = useFormSubmit(form, {
    send: async (values) => {
      await enable.mutateAsync({ code: values.code, password: password ?? "", ...(emailCode ? { emailCode: values.emailCode } : {}) });
      onEnabled?.();
    },
    failureInForm: FAILED,
    onSuccess: () => undefined,
  });
  const { errors } = form.formState;
  // A sign-in's 5-minute step that ran out answers 401, which the form pattern leaves to the session guard.
  const expired = [setup.error, enable.error].find((e) => e?.isUnauthorized)?.message;

  if (enable.data) return <RecoveryCodes codes={enable.data.recoveryCodes} onDone={onDone} doneLabel={doneLabel} />;
  if (!setup.data || password === null)
    return (
      <form onSubmit={started.onSubmit} noValidate className="flex max-w-sm flex-col gap-3">
        <p className="text-sm text-ink-800">You need an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password …).</p>
        {given === undefined && <CurrentPasswordField registration={start.register("password")} error={start.formState.errors.password?.message} />}
        <FormActions submitLabel="Set up two-step sign-in" submitting={started.submitting} errors={expired ? [expired, ...started.formErrors] : started.formErrors} />
      </form>
    );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-800">Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
      <QrCode value={setup.data.uri} label="QR code for your authenticator app" />
      <dl className="flex min-w-0 flex-col gap-2 text-sm">
        <dt className="font-medium text-ink-900">Secret (type it in if you cannot scan)</dt>
        <dd className="break-all font-mono" data-testid="totp-secret">
          {setup.data.secret}
        </dd>
        <dt className="font-medium text-ink-900">Setup link</dt>
        <dd className="flex flex-col gap-1">
          {/* On the phone that holds the app, a tap opens it with the account filled in (issue 42). */}
          <a href={setup.data.uri} className="font-medium text-brand-700 underline underline-offset-2">
            Open in the authenticator app on this device
          </a>
          <span className="break-all font-mono text-xs">{setup.data.uri}</span>
        </dd>
      </dl>
      <form onSubmit={submit.onSubmit} noValidate className="flex max-w-sm flex-col gap-3">
        <FormField label="Code from the app" error={errors.code?.message}>
          <Input {...form.register("code")} inputMode="numeric" autoComplete="one-time-code" />
        </FormField>
        {emailCode && (
          <FormField label="Code from the e-mail" error={errors.emailCode?.message} hint="The 6-digit code we e-mailed you for this setup.">
            <Input {...form.register("emailCode")} inputMode="numeric" autoComplete="off" />
          </FormField>
        )}
        <FormActions submitLabel="Turn on" submitting={submit.submitting} errors={expired ? [expired, ...submit.formErrors] : submit.formErrors} />
      </form>
    </div>
  );
}
