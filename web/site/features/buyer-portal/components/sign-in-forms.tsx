import { useTranslation } from "@/shared/i18n/use-translation";
import { MY } from "@/shared/i18n/my";
import { Button } from "@/shared/components/ui/button";
import { Input } from "@/shared/components/ui/input";
import { localizedPath, type MyFormError } from "@/shared/lib/contract";

/**
 * The buyer's sign-in (docs/product.md §11 "Buyer portal pages"), two plain forms that post without
 * JavaScript (worker/routes/my-forms.ts): the e-mail address, then, once a code is sent (`email` set),
 * the code. Each post comes back to /my with the next step or a message.
 */
export function SignInForms({ email, error }: { email: string | null; error: MyFormError | null }) {
  const { t, lang } = useTranslation(MY);
  const action = (path: string) => localizedPath(path, lang);
  const message = error && (
    <p id="sign-in-error" role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
      {t(`errors.${error}`)}
    </p>
  );
  const described = error ? "sign-in-error" : undefined;
  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto max-w-md rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-8">
      {email ? (
        <>
          <h2 id="sign-in-heading" className="text-2xl font-bold text-ink-900">
            {t("signIn.codeHeading")}
          </h2>
          <p role="status" className="mt-2 text-ink-700">
            {t("signIn.sent")}
          </p>
          <form method="post" action={action("/my/verify")} className="mt-6 space-y-4">
            {message}
            <input type="hidden" name="email" value={email} />
            <p className="text-sm text-ink-700">{email}</p>
            <div className="space-y-1.5">
              <label htmlFor="buyer-code" className="text-sm font-medium text-ink-800">
                {t("signIn.code")}
              </label>
              <Input id="buyer-code" name="code" required inputMode="numeric" autoComplete="one-time-code" maxLength={6} aria-invalid={error ? true : undefined} aria-describedby={described} />
            </div>
            <Button type="submit" className="w-full">
              {t("signIn.verify")}
            </Button>
          </form>
          <form method="post" action={action("/my/sign-in")} className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <input type="hidden" name="email" value={email} />
            <Button type="submit" variant="link" size="sm">
              {t("signIn.resend")}
            </Button>
            <a href={action("/my")} className="text-sm text-brand-700 underline-offset-4 hover:underline">
              {t("signIn.other")}
            </a>
          </form>
        </>
      ) : (
        <>
          <h2 id="sign-in-heading" className="text-2xl font-bold text-ink-900">
            {t("signIn.heading")}
          </h2>
          <p className="mt-2 text-ink-700">{t("signIn.intro")}</p>
          <form method="post" action={action("/my/sign-in")} className="mt-6 space-y-4">
            {message}
            <div className="space-y-1.5">
              <label htmlFor="buyer-email" className="text-sm font-medium text-ink-800">
                {t("signIn.email")}
              </label>
              <Input id="buyer-email" name="email" type="email" required autoComplete="email" inputMode="email" aria-invalid={error ? true : undefined} aria-describedby={described} />
            </div>
            <Button type="submit" className="w-full">
              {t("signIn.send")}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}

/** Ends the buyer's session: a plain form post, back to /my signed out. */
export function SignOutForm() {
  const { t, lang } = useTranslation(MY);
  return (
    <form method="post" action={localizedPath("/my/sign-out", lang)}>
      <Button type="submit" variant="outline" size="sm">
        {t("signOut")}
      </Button>
    </form>
  );
}
