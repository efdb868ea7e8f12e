import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Modal } from "@/dashboard/components/modal/modal";
import { Button } from "@/shared/components/ui/button";
import { useTotpStatus } from "../api/get-totp-status";
import { DisableTotpForm } from "./disable-totp-form";
import { NewRecoveryCodesForm } from "./new-recovery-codes";
import { TotpEnrol } from "./totp-enrol";

/** Account Settings › Two-step sign-in: its state, setting it up, new recovery codes, or turning it off. `onEnabled`: after the codes were seen. */
export function TotpSettings({ onEnabled }: { onEnabled?: () => void }) {
  const status = useTotpStatus();
  // Kept through the setup: turning it on refreshes the status, and the recovery codes must stay on screen.
  const [enrolling, setEnrolling] = useState(false);
  // `seq` gives every opening a fresh form (and never shows the last codes again).
  const [renewing, setRenewing] = useState<{ open: boolean; seq: number } | null>(null);
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
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-ink-800">
          Two-step sign-in is on. {recoveryCodesLeft} recovery code{recoveryCodesLeft === 1 ? "" : "s"} left.
        </p>
        <Button type="button" variant="ghost" className="border border-border" onClick={() => setRenewing((r) => ({ open: true, seq: (r?.seq ?? 0) + 1 }))}>
          <RefreshCw aria-hidden="true" />
          New recovery codes
        </Button>
      </div>
      {required ? <p className="text-sm text-muted-foreground">Your designation requires it, so it cannot be turned off.</p> : <DisableTotpForm />}
      {renewing && (
        <Modal key={renewing.seq} open={renewing.open} onOpenChange={(open) => setRenewing((r) => r && { ...r, open })} title="New recovery codes" className="max-w-lg">
          <NewRecoveryCodesForm />
        </Modal>
      )}
    </div>
  );
}
