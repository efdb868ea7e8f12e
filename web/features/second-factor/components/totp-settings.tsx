import { useState } from "react";
import { useTotpStatus } from "../api/get-totp-status";
import { DisableTotpForm } from "./disable-totp-form";
import { TotpEnrol } from "./totp-enrol";

/** Account Settings › Two-step sign-in: its state, setting it up, or turning it off. `onEnabled`: after the codes were seen. */
export function TotpSettings({ onEnabled }: { onEnabled?: () => void }) {
  const status = useTotpStatus();
  // Kept through the setup: turning it on refreshes the status, and the recovery codes must stay on screen.
  const [enrolling, setEnrolling] = useState(false);
  if (!status.data) return <p className="text-sm text-muted-foreground">{status.error ? status.error.message : "Loading…"}</p>;
  const { enabled, required, recoveryCodesLeft } = status.data;

  if (enrolling || !enabled)
    return (
      <div className="flex flex-col gap-3">
        {!enrolling && (
          <p className="text-sm text-ink-800">
            Two-step sign-in is off.{required && " Your designation requires it: you will be asked to set it up at your next sign-in."}
          </p>
        )}
        <TotpEnrol onStarted={() => setEnrolling(true)} onDone={() => (setEnrolling(false), onEnabled?.())} doneLabel="Done" />
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-800">
        Two-step sign-in is on. {recoveryCodesLeft} recovery code{recoveryCodesLeft === 1 ? "" : "s"} left.
      </p>
      {required ? <p className="text-sm text-muted-foreground">Your designation requires it, so it cannot be turned off.</p> : <DisableTotpForm />}
    </div>
  );
}
