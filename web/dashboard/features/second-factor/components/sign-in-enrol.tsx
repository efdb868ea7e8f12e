import { Loader2, Mail } from "lucide-react";
import { useState } from "react";
import { Button } from "@/shared/components/ui/button";
import { useSendEnrolCode } from "../api/send-enrol-code";
import { TotpEnrol } from "./totp-enrol";

type Props = {
  /** The password typed at the sign-in that led here, held by the login page in memory only. */
  password: string;
  /** After the recovery codes were seen (the session started with the enabling). */
  onDone: () => void;
  /** Back to the password (the 5-minute step ran out, or another account). */
  onRestart: () => void;
};

/**
 * The must-enrol step of a sign-in (docs/decisions.md "Second factor"; issue 41): the user's
 * designation requires a second factor they have not set up. A code e-mailed to their own address
 * proves the mailbox, so a password alone cannot enrol somebody else's authenticator; then the QR
 * setup, confirmed with the app's code and the e-mailed one, with the password already typed.
 */
export function SignInEnrol({ password, onDone, onRestart }: Props) {
  const send = useSendEnrolCode();
  const sentTo = send.data?.sentTo;
  const failure = send.error?.message;
  // Once on, the session has started: no way back to the password while the codes are shown.
  const [enabled, setEnabled] = useState(false);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-800">
        Your designation requires a second step at sign-in. Set it up now to continue. First we e-mail you a code, so that nobody who knows only your
        password can do this.
      </p>
      {sentTo && (
        <p role="status" className="rounded-md bg-brand-50 px-4 py-3 text-sm text-ink-800">
          We e-mailed a 6-digit code to <strong className="font-semibold">{sentTo}</strong>. It works once, for 10 minutes.
        </p>
      )}
      {failure && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 px-4 py-3 text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <div>
        <Button type="button" variant={sentTo ? "ghost" : "default"} className={sentTo ? "border border-border" : undefined} onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
          {sentTo ? "Send a new code" : "Send the code"}
        </Button>
      </div>
      {sentTo && <TotpEnrol password={password} emailCode onEnabled={() => setEnabled(true)} onDone={onDone} doneLabel="Continue to the dashboard" />}
      {!enabled && (
        <Button type="button" variant="ghost" onClick={onRestart}>
          Start again with the password
        </Button>
      )}
    </div>
  );
}
