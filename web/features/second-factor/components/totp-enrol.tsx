import { Loader2 } from "lucide-react";
import { FormField } from "@/components/form/form-field";
import { FormActions } from "@/components/form/form-actions";
import { useFormSubmit } from "@/components/form/use-form-submit";
import { useZodForm } from "@/components/form/use-zod-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { totpCode } from "@/lib/contract";
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
};

/**
 * Setting up two-step sign-in: a new secret as a QR code, the otpauth:// URI and the secret as
 * text (for typing into the app), confirmed with a first code; then the recovery codes, once.
 */
export function TotpEnrol({ onDone, doneLabel, onStarted }: Props) {
  const setup = useSetupTotp();
  const enable = useEnableTotp();
  const form = useZodForm(totpCode, { defaultValues: { code: "" } });
  const submit = useFormSubmit(form, { send: (values) => enable.mutateAsync(values), onSuccess: () => undefined });
  const { errors } = form.formState;

  if (enable.data) return <RecoveryCodes codes={enable.data.recoveryCodes} onDone={onDone} doneLabel={doneLabel} />;
  if (!setup.data)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-ink-800">You need an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password …).</p>
        <Button type="button" onClick={() => setup.mutate(undefined, { onSuccess: onStarted })} disabled={setup.isPending}>
          {setup.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Set up two-step sign-in
        </Button>
      </div>
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
        <dd className="break-all font-mono text-xs">{setup.data.uri}</dd>
      </dl>
      <form onSubmit={submit.onSubmit} noValidate className="flex max-w-sm flex-col gap-3">
        <FormField label="Code from the app" error={errors.code?.message}>
          <Input {...form.register("code")} inputMode="numeric" autoComplete="one-time-code" />
        </FormField>
        <FormActions submitLabel="Turn on" submitting={submit.submitting} errors={submit.formErrors} />
      </form>
    </div>
  );
}
