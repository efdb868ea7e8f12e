import "../staff-classes";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, Navigate, useSearchParams } from "react-router-dom";
import { LogoMark } from "@/shared/components/layouts/logo";
import { SessionLoading } from "@/dashboard/components/layouts/session-loading";
import { paths } from "@/shared/config/paths";
import { useAuth } from "@/dashboard/features/auth/api/check-auth";
import { LoginForm } from "@/dashboard/features/auth/components/login-form";
import { TotpStep } from "@/dashboard/features/auth/components/totp-step";
import { PasskeySignIn } from "@/dashboard/features/auth/components/passkey-sign-in";
import { SignInEnrol } from "@/dashboard/features/second-factor/components/sign-in-enrol";
import { authQuery } from "@/dashboard/features/auth/api/check-auth";
import type { SecondFactorDue } from "@/shared/lib/contract";
import { ConfirmProvider } from "@/dashboard/components/modal/confirm-dialog";
import { afterLogin } from "@/dashboard/features/auth/lib/login-redirect";

/** /login, outside the public layout (docs/product.md §2): staff sign in, then return to where they were headed. */
export function Component() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const target = afterLogin(params.get("from"));
  // After the password: a code is due, or (the user's designation requires one) setting one up.
  const [step, setStep] = useState<SecondFactorDue["secondFactor"] | null>(null);
  // The password just typed, for the enrolment's calls (issue 41): in this page's memory only, never stored.
  const [password, setPassword] = useState("");
  const queryClient = useQueryClient();
  const restart = () => {
    setStep(null);
    setPassword("");
  };
  const finishEnrolment = () => {
    restart();
    void queryClient.invalidateQueries({ queryKey: authQuery().queryKey });
  };

  if (auth.isPending) return <SessionLoading />;
  // Already signed in, or just signed in (the login updates the cached session): on to the dashboard.
  // Not while enrolling: enabling starts the session, and the recovery codes must be seen first.
  if (auth.data?.isAuthenticated && step !== "enrol") return <Navigate to={target} replace />;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/60 px-4 py-10">
      <title>Sign in · UDAY Dashboard</title>
      <div className="w-full max-w-md rounded-2xl border border-border bg-white p-6 shadow-xl sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <LogoMark className="size-11" />
          <div>
            <h1 className="text-xl font-bold text-ink-900">Staff sign in</h1>
            <p className="text-sm text-muted-foreground">UDAY dashboard</p>
          </div>
        </div>
        {params.get("from") && <p className="mb-5 rounded-md bg-brand-50 px-4 py-3 text-sm text-ink-800">Please sign in to continue.</p>}
        {step === "totp" ? (
          <TotpStep onRestart={restart} />
        ) : step === "enrol" ? (
          <div className="flex flex-col gap-4">
            <h2 className="text-lg font-semibold text-ink-900">Set up two-step sign-in</h2>
            {/* Enabling started the session; the guard moves on once the codes were seen. The form pattern
                asks its questions through the dashboard's confirmation, which /login lacks. */}
            <ConfirmProvider>
              <SignInEnrol password={password} onDone={finishEnrolment} onRestart={restart} />
            </ConfirmProvider>
          </div>
        ) : (
          <div className="flex flex-col gap-5">
            <LoginForm
              onSecondFactor={(next, typed) => {
                setPassword(next === "enrol" ? typed : "");
                setStep(next);
              }}
            />
            <PasskeySignIn />
          </div>
        )}
        <Link to={paths.home()} className="mt-6 inline-block text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          Back to the website
        </Link>
      </div>
    </main>
  );
}
