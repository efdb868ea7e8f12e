import { useState } from "react";
import { BUYER_PASSKEYS } from "@/shared/i18n/buyer-passkeys";
import { useTranslation } from "@/shared/i18n/use-translation";
import { Button } from "@/shared/components/ui/button";
import { CEREMONY_STOPPED, failureKey, signInWithPasskey, useWebAuthnSupport } from "../api/buyer-passkeys";

export type PasskeySignInProps = { /** Where to go once signed in; the page itself (reloaded) when absent. */ next?: string };

/**
 * "Sign in with a passkey", for the portal's signed-out state: the browser offers the buyer's passkeys
 * for this site, and a good one sets the buyer session cookie. Hidden until the island knows the
 * browser can use passkeys (the server render cannot tell).
 */
export function PasskeySignIn({ next }: PasskeySignInProps) {
  const { t } = useTranslation(BUYER_PASSKEYS);
  const supported = useWebAuthnSupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setError("");
    try {
      await signInWithPasskey();
      if (next) window.location.assign(next);
      else window.location.reload();
    } catch (err) {
      const key = failureKey(err);
      setError(t((err as { status?: number }).status === CEREMONY_STOPPED ? "signInCancelled" : key));
      setBusy(false);
    }
  }

  return (
    // Needs script: without it the page hides it (web/entry-server.tsx), and the e-mailed code's forms remain.
    <div className="flex flex-col gap-2" data-needs-script="">
      <Button type="button" variant="outline" onClick={() => void signIn()} disabled={busy} data-testid="buyer-passkey-sign-in">
        {busy ? t("signingIn") : t("signIn")}
      </Button>
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
    </div>
  );
}
