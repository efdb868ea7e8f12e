import { Loader2, LogIn } from "lucide-react";
import { useState } from "react";
import { FormField } from "@/dashboard/components/form/form-field";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Button } from "@/shared/components/ui/button";
import { Input } from "@/shared/components/ui/input";
import { ApiError } from "@/shared/lib/api-error";
import { loginBody, type SecondFactorDue } from "@/shared/lib/contract";
import { useLogin } from "../api/login";
import { loginFailureText } from "../lib/login-failure";
import { PasswordInput } from "@/dashboard/components/ui/password-input";

/**
 * docs/product.md §2/§5 login: "Username is required", "Password is required" (the API's own schema), the
 * server's answer on failure. Success updates the cached session, and the login page moves on; a
 * second factor due hands over to the page's next step (the code, or enrolment, which sends the
 * password just typed again, so the page keeps it in memory for that step: issue 41).
 */
export function LoginForm({ onSecondFactor }: { onSecondFactor: (step: SecondFactorDue["secondFactor"], password: string) => void }) {
  const form = useZodForm(loginBody, { defaultValues: { username: "", password: "" } });
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await login.mutateAsync(values);
      if ("secondFactor" in answer) onSecondFactor(answer.secondFactor, values.password);
    } catch (err) {
      setFailure(loginFailureText(ApiError.from(err)));
      form.setValue("password", "");
      form.setFocus("password");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 px-4 py-3 text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <FormField label="Username" error={errors.username?.message}>
        <Input {...form.register("username")} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput {...form.register("password")} autoComplete="current-password" />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogIn aria-hidden="true" />}
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
