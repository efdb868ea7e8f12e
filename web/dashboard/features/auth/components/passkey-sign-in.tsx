import { KeyRound, Loader2 } from "lucide-react";
import { Button } from "@/shared/components/ui/button";
import { usePasskeyLogin } from "../api/passkey-login";
import { loginFailureText } from "../lib/login-failure";

/** "Use a passkey" under the password form: the passkey alone signs in. */
export function PasskeySignIn() {
  const login = usePasskeyLogin();
  return (
    <div className="flex flex-col gap-3">
      {login.error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 px-4 py-3 text-sm font-medium text-destructive">
          {loginFailureText(login.error)}
        </p>
      )}
      <Button type="button" variant="ghost" className="border border-border" size="lg" onClick={() => login.mutate()} disabled={login.isPending}>
        {login.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
        Use a passkey
      </Button>
    </div>
  );
}
